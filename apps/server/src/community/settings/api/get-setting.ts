import { api, isSettingName } from '@havn/contract';
import { AppError } from '../../../platform/errors.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { readSetting } from '../settings-repo.ts';

/** GET /settings/:name — the saved value, or the default for a member who never saved it. */
export const getSettingRoute = route(api.community.settings.get, async ({ ctx, params, user }) => {
  const caller = requireUser(user);
  if (!isSettingName(params.name)) throw new AppError('NOT_FOUND', 'There is no such setting.');
  return readSetting(ctx.db, caller.id, params.name);
});
