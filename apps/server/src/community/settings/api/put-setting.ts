import { api, isSettingName, settingSchemas } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { writeSetting } from '../settings-repo.ts';

/**
 * PUT /settings/:name — saves the whole value. The contract admits the value of any setting; the
 * name picks the one schema this body must match, strictly (an unknown field is a 400).
 */
export const putSettingRoute = route(api.community.settings.put, async ({ ctx, params, body, user }) => {
  const caller = requireUser(user);
  const { name } = params;
  if (!isSettingName(name)) throw new AppError('NOT_FOUND', 'There is no such setting.');
  const parsed = settingSchemas[name].safeParse(body);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', `The body is not a valid ${name} setting.`, {
      errors: parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    });
  }
  return writeSetting(ctx.db, caller.id, name, parsed.data, ctx.clock.now());
});
