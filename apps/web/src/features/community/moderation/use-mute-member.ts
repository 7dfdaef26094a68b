import { MUTE_TOAST_MS } from '@havn/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/Toast.tsx';
import { useSetMuted } from './queries.ts';

export interface MuteTarget {
  /** The member's profile id. */
  id: string;
  username: string;
}

/**
 * Muting on a wide screen (spec section 4): mute at once, then a toast for 7 s with Undo. Resolves
 * true when the member is muted. A narrow screen uses `MuteSheet` instead.
 */
export function useMuteMember(): { mute(target: MuteTarget): Promise<boolean> } {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const setMuted = useSetMuted();
  const mute = useCallback(
    async (target: MuteTarget) => {
      const username = target.username;
      try {
        await setMuted(target.id, true);
      } catch {
        toast({ title: t('mute.failed', { username }), tone: 'error' });
        return false;
      }
      toast({
        title: t('mute.muted', { username }),
        description: t('mute.mutedText'),
        durationMs: MUTE_TOAST_MS,
        action: {
          label: t('mute.undo'),
          onClick: () => {
            setMuted(target.id, false).catch(() =>
              toast({ title: t('mute.undoFailed', { username }), tone: 'error' }),
            );
          },
        },
      });
      return true;
    },
    [setMuted, t, toast],
  );
  return { mute };
}
