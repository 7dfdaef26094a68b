import { api, CREATE_GROUP_FIELDS, createGroupRequestSchema } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { route } from '../../../platform/route.ts';
import { discardUpload, readImageForm } from '../../../platform/uploads/image-upload.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { createGroup } from '../groups-service.ts';
import { presentGroup } from '../views/group-view.ts';

/**
 * multipart/form-data: the JSON part `createGroupRequest` and an optional logo `file`. The logo is
 * stored while the form is read; when anything after that refuses, it is discarded again.
 */
export const createGroupRoute = route(api.community.groups.create, async ({ ctx, user, request }) => {
  const profile = await requireActiveProfile(ctx, user);
  const { fields, image } = await readImageForm(ctx, request, 'groupLogo', profile.userId);
  try {
    const input = parseCreateGroupRequest(fields);
    const group = await createGroup(ctx, profile, { ...input, logoUri: image?.uri ?? null }, request.ip);
    return presentGroup(group, { profileId: profile.id, memberOf: new Set([group.id]) });
  } catch (error) {
    if (image) await discardUpload(ctx, image.key);
    throw error;
  }
});

/** The JSON part, validated strictly: a missing part, bad JSON or an unknown field is a 400. */
function parseCreateGroupRequest(fields: Record<string, string>) {
  const extra = Object.keys(fields).filter((name) => name !== CREATE_GROUP_FIELDS.request);
  if (extra.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'The form has fields the call does not take.', {
      errors: extra.map((name) => ({ path: `body.${name}`, message: 'unknown form field' })),
    });
  }
  const text = fields[CREATE_GROUP_FIELDS.request];
  if (text === undefined) {
    throw new AppError('VALIDATION_FAILED', `The form needs a ${CREATE_GROUP_FIELDS.request} part.`, {
      errors: [{ path: `body.${CREATE_GROUP_FIELDS.request}`, message: 'required' }],
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', `${CREATE_GROUP_FIELDS.request} is not valid JSON.`);
  }
  const parsed = createGroupRequestSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'The request does not match the schema.', {
      errors: parsed.error.issues.map((issue) => ({
        path: [`body.${CREATE_GROUP_FIELDS.request}`, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    });
  }
  return parsed.data;
}
