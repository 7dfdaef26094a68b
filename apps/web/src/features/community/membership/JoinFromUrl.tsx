import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { useCommunityViewer } from '../profile/queries.ts';
import { MembershipOnboarding } from './MembershipOnboarding.tsx';

/**
 * Opens the onboarding when the URL says `?join=1` (other screens link there). A member who already
 * has an active profile has nothing to join: the parameter is simply dropped. Once open, the
 * onboarding stays open through both steps, even though the viewer becomes a member half way.
 */
export function JoinFromUrl() {
  const [search, setSearch] = useSearchParams();
  const viewer = useCommunityViewer();
  const [open, setOpen] = useState(false);
  const wanted = search.get('join') === '1';
  const status = viewer.status;
  useEffect(() => {
    if (!wanted || status === 'loading' || open) return;
    if (status === 'member') {
      setSearch(
        (params) => {
          params.delete('join');
          return params;
        },
        { replace: true },
      );
    } else setOpen(true);
  }, [wanted, status, open, setSearch]);
  const close = (next: boolean) => {
    if (next) return;
    setOpen(false);
    setSearch(
      (params) => {
        params.delete('join');
        return params;
      },
      { replace: true },
    );
  };
  if (!open) return null;
  return <MembershipOnboarding open onOpenChange={close} />;
}
