import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { groupWidget } from '../group-requests.ts';

/** The community card's groups: the caller's, most recently active first; nobody's when logged out. */
export const groupWidgetRoute = route(api.community.groups.widget, ({ ctx, user }) => groupWidget(ctx, user));
