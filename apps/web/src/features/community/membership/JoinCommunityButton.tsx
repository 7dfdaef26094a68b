import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { useCommunityViewer } from '../profile/queries.ts';
import { LoginToJoinLink } from './LoginToJoinLink.tsx';

/**
 * 'Join the community' (spec section 6): a logged-in customer without a profile opens the onboarding,
 * a deactivated member reactivates, a logged-out visitor gets a log-in link that comes back here.
 * Members see nothing.
 *
 * The button only puts `join=1` in the URL; the page layout hosts the onboarding (JoinFromUrl), so
 * it stays open while the screen behind it changes (this button disappears once the user has joined).
 */
export function JoinCommunityButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('community');
  const viewer = useCommunityViewer();
  const [, setSearch] = useSearchParams();
  if (viewer.status === 'loading' || viewer.status === 'member') return null;
  if (viewer.status === 'visitor') return <LoginToJoinLink variant={variant} />;
  return (
    <Button
      variant={variant}
      onClick={() =>
        setSearch(
          (params) => {
            params.set('join', '1');
            return params;
          },
          { replace: true },
        )
      }
    >
      {viewer.status === 'deactivated' ? t('onboarding.reactivateButton') : t('onboarding.join')}
    </Button>
  );
}
