import type { ProfileView } from '@havn/contract/web';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ItemFields } from './types.ts';

/**
 * What the content menu's report and mute items do. The moderation screens own the report modal and
 * the mute toast; they pass these in. Until then the items do nothing.
 */
export interface CommunityActions {
  onReport(item: ItemFields): void;
  onMute(profile: ProfileView): void;
}

const noop = () => {};
const ActionsContext = createContext<CommunityActions>({ onReport: noop, onMute: noop });

/** Where a feed sits: group feeds let messages run longer before "See more" (spec section 9). */
const InGroupContext = createContext(false);

export function CommunityActionsProvider({
  onReport,
  onMute,
  inGroup,
  children,
}: Partial<CommunityActions> & { inGroup: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ onReport: onReport ?? noop, onMute: onMute ?? noop }), [onReport, onMute]);
  return (
    <ActionsContext.Provider value={value}>
      <InGroupContext.Provider value={inGroup}>{children}</InGroupContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useCommunityActions(): CommunityActions {
  return useContext(ActionsContext);
}

export function useInGroup(): boolean {
  return useContext(InGroupContext);
}
