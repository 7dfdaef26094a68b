import type { SessionUser } from '@havn/contract/web';
import { standingRole, VISITOR, type Viewer } from '@havn/domain';
import { useMemo } from 'react';
import { useSessionQuery } from '../../identity/queries.ts';

export interface ViewerState {
  viewer: Viewer;
  user: SessionUser | null;
  /** Logged in with an active community profile: may write, like and vote. */
  isMember: boolean;
  /** The session is known (until then everyone looks like a visitor). */
  ready: boolean;
}

/** Who is reading, in the terms of the permission rules of @havn/domain. */
export function useViewer(): ViewerState {
  const session = useSessionQuery();
  const user = session.data ?? null;
  const ready = !session.isPending;
  return useMemo(() => {
    const viewer: Viewer = user
      ? { loggedIn: true, profileId: user.communityProfile?.profileId ?? null }
      : VISITOR;
    return { viewer, user, isMember: standingRole(viewer) === 'member', ready };
  }, [user, ready]);
}
