import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { translationStatus } from '../translator.ts';

/** GET /community/translation — whether content is translated here (false with TRANSLATION_PROVIDER=none). */
export const translationStatusRoute = route(api.community.translation.status, async ({ ctx }) =>
  translationStatus(ctx.translator),
);
