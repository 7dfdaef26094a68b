import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MuteSheet } from './MuteSheet.tsx';
import { type MuteTarget, useMuteMember } from './use-mute-member.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

/**
 * "Mute {username}" for a content menu or a profile: on a wide screen it mutes at once with the 7 s
 * toast; on a phone it opens the bottom sheet with the toggle. Whether the viewer may mute at all is
 * the caller's question (canMute in @havn/domain).
 */
export function MuteMemberButton({
  target,
  muted,
  className = 'btn btn-link',
  onDone,
}: {
  target: MuteTarget;
  muted: boolean;
  className?: string;
  /** Called once the action is under way (a menu closes itself here). */
  onDone?(): void;
}) {
  const { t } = useTranslation('groups');
  const narrow = useNarrowScreen();
  const { mute } = useMuteMember();
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!narrow && muted) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          if (narrow) setSheetOpen(true);
          else void mute(target);
          onDone?.();
        }}
      >
        {t('mute.action', { username: target.username })}
      </button>
      {narrow && <MuteSheet target={target} muted={muted} open={sheetOpen} onOpenChange={setSheetOpen} />}
    </>
  );
}
