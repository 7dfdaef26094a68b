import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { requireActiveProfile } from '../../profiles/profile-access.ts';
import { voteInPoll } from '../poll-service.ts';

export const voteRoute = route(api.community.content.vote, async ({ ctx, params, body, user, request }) =>
  voteInPoll(ctx, user, await requireActiveProfile(ctx, user), {
    pollId: params.contentId,
    optionId: body.optionId,
    ip: request.ip,
  }),
);
