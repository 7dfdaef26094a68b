import type { ProfileView } from '@havn/contract/web';
import { MUTE_TOAST_MS } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useMuteMutation } from './queries.ts';

/** Mute or unmute a member from their profile; the confirmation toast stays 7 s (spec section 4). */
export function MuteButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('community');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const mute = useMuteMutation();
  const muted = profile.relationship.muted;
  const change = (wanted: boolean) =>
    mute.mutate(
      { profile, muted: wanted },
      {
        onSuccess: () =>
          toast({
            title: t(wanted ? 'profile.mutedToast' : 'profile.unmutedToast', { username: profile.username }),
            durationMs: MUTE_TOAST_MS,
            ...(wanted ? { action: { label: t('profile.undo'), onClick: () => change(false) } } : {}),
          }),
        onError: (error) => toast({ title: errorMessage(error), tone: 'error' }),
      },
    );
  return (
    <Button variant="secondary" busy={mute.isPending} onClick={() => change(!muted)}>
      {muted ? t('profile.unmute') : t('profile.mute')}
    </Button>
  );
}
