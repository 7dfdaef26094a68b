import * as Switch from '@radix-ui/react-switch';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from './BottomSheet.tsx';
import { useSetMuted } from './queries.ts';
import type { MuteTarget } from './use-mute-member.ts';
import '../community.css';

/**
 * Muting on a phone (spec section 4): a toggle in a bottom sheet, applied when the sheet closes. A
 * failure puts the toggle back to what the server has, silently (spec section 8).
 */
export function MuteSheet({
  target,
  muted,
  open,
  onOpenChange,
}: {
  target: MuteTarget;
  /** Whether the member is muted now, as the caller's data says. */
  muted: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('groups');
  const id = useId();
  const setMuted = useSetMuted();
  const [wanted, setWanted] = useState(muted);
  // What the server has, as far as we know: the caller's data, or our own last confirmed write.
  const server = useRef(muted);
  useEffect(() => {
    server.current = muted;
    setWanted(muted);
  }, [muted]);

  const change = (next: boolean) => {
    if (!next && wanted !== server.current) {
      const applying = wanted;
      setMuted(target.id, applying).then(
        (confirmed) => {
          server.current = confirmed;
        },
        () => setWanted(server.current),
      );
    }
    onOpenChange(next);
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={change}
      title={t('mute.sheetTitle', { username: target.username })}
      description={t('mute.sheetHint')}
    >
      <div className="gr-switch-row">
        <label htmlFor={id}>{t('mute.toggle', { username: target.username })}</label>
        <Switch.Root id={id} className="gr-switch" checked={wanted} onCheckedChange={setWanted}>
          <Switch.Thumb className="gr-switch-thumb" />
        </Switch.Root>
      </div>
    </BottomSheet>
  );
}
