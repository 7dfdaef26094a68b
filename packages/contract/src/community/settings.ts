import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { COMMUNITY } from './common.ts';

/**
 * A member's settings, an object keyed by name (spec section 3, Settings: translations.auto). Each
 * setting has its own strict value schema and a default that holds until the member saves one.
 */
export const translationsSettingSchema = z.strictObject({
  /** Translate other members' content into my language automatically (spec section 9: on by default). */
  auto: z.boolean(),
});

export const settingSchemas = {
  translations: translationsSettingSchema,
} as const;

export type SettingName = keyof typeof settingSchemas;
export type SettingValue<N extends SettingName = SettingName> = z.infer<(typeof settingSchemas)[N]>;

export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(settingSchemas, name);
}

// Every setting's value; the server re-checks a body against the schema its name picks.
const settingValueSchema = z.union([translationsSettingSchema]);

const settingNameParams = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .describe(`A setting name: ${SETTING_NAMES.join(', ')}; any other is 404`),
});

export const settingsApi = {
  get: endpoint({
    method: 'GET',
    path: `${COMMUNITY}/settings/:name`,
    summary: 'One of my settings (its default until I save it), for example translations → {auto}',
    tags: ['community: settings'],
    auth: 'session',
    params: settingNameParams,
    success: { status: 200, body: settingValueSchema },
    errors: ['NOT_FOUND'],
  }),
  put: endpoint({
    method: 'PUT',
    path: `${COMMUNITY}/settings/:name`,
    summary: 'Save one of my settings; the body is that setting’s whole value (translations: {auto})',
    tags: ['community: settings'],
    auth: 'session',
    params: settingNameParams,
    body: settingValueSchema,
    success: { status: 200, body: settingValueSchema },
    errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
  }),
} as const;
