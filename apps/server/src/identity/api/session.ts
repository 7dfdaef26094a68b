import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { sessionUser } from '../auth-service.ts';

export const sessionRoute = route(api.identity.session, ({ ctx, user }) => sessionUser(ctx, user!));
