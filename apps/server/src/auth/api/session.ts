import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { presentSessionUser } from '../user-view.ts';

export const sessionRoute = route(api.auth.session, async ({ user }) => presentSessionUser(user!));
