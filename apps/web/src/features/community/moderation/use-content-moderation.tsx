import type { ProfileView } from '@havn/contract/web';
import { type ReactNode, useCallback, useState } from 'react';
import { MuteSheet } from './MuteSheet.tsx';
import { type ReportableItem, ReportModal } from './ReportModal.tsx';
import { useMuteMember } from './use-mute-member.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

/**
 * What a feed's content menu does on Report and Mute: the report modal, and muting with the 7 s
 * toast on a wide screen or the bottom-sheet toggle on a phone. Render `dialogs` once beside the feed.
 */
export function useContentModeration(): {
  onReport(item: ReportableItem): void;
  onMute(profile: ProfileView): void;
  dialogs: ReactNode;
} {
  const narrow = useNarrowScreen();
  const { mute } = useMuteMember();
  // The item stays while the modal closes, so its content does not vanish mid-animation.
  const [report, setReport] = useState<{ item: ReportableItem; open: boolean } | null>(null);
  const [sheet, setSheet] = useState<{ profile: ProfileView; open: boolean } | null>(null);

  const onReport = useCallback((item: ReportableItem) => setReport({ item, open: true }), []);
  const onMute = useCallback(
    (profile: ProfileView) => {
      if (narrow) setSheet({ profile, open: true });
      else void mute(profile);
    },
    [mute, narrow],
  );

  const dialogs = (
    <>
      {report && (
        <ReportModal
          item={report.item}
          open={report.open}
          onOpenChange={(open) => setReport({ ...report, open })}
        />
      )}
      {sheet && (
        <MuteSheet
          key={sheet.profile.id}
          target={sheet.profile}
          muted={sheet.profile.relationship.muted}
          open={sheet.open}
          onOpenChange={(open) => setSheet({ ...sheet, open })}
        />
      )}
    </>
  );
  return { onReport, onMute, dialogs };
}
