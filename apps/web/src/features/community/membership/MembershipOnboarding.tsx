import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLocation, useNavigate } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';
import { fetchMyProfile, useCommunityViewer } from '../profile/queries.ts';
import { ShareablePortfolios } from '../profile/ShareablePortfolios.tsx';
import { CreateAccountStep } from './CreateAccountStep.tsx';
import { LoginToJoinLink } from './LoginToJoinLink.tsx';
import { useReactivateMutation } from './queries.ts';
import './MembershipOnboarding.css';
import './membership.css';

type Step = 'reactivate' | 'create' | 'sharing';

/**
 * Membership onboarding (spec section 4): the create-account step, then the sharing-portfolio step.
 * A deactivated member starts at "reactivate": 200 with data or 409 goes on to sharing, anything else
 * to the create step.
 */
export function MembershipOnboarding({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('community');
  const viewer = useCommunityViewer();
  const initial: Step =
    viewer.status === 'deactivated' ? 'reactivate' : viewer.status === 'member' ? 'sharing' : 'create';
  const [step, setStep] = useState<Step | null>(null);
  const current = step ?? initial;
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setStep(null);
  };
  const title =
    current === 'reactivate'
      ? t('onboarding.reactivateTitle')
      : current === 'sharing'
        ? t('sharing.stepTitle')
        : t('onboarding.title');
  return (
    <Modal open={open} onOpenChange={change} title={title}>
      {current !== 'reactivate' && (
        <p className="cp-step" aria-current="step">
          {t('onboarding.step', { step: current === 'create' ? 1 : 2, total: 2 })}
        </p>
      )}
      {viewer.status === 'loading' ? (
        <Spinner />
      ) : viewer.status === 'visitor' ? (
        <div className="cp-onboarding-form">
          <p>{t('onboarding.loginIntro')}</p>
          <LoginToJoinLink />
        </div>
      ) : current === 'reactivate' ? (
        <ReactivateStep onNext={setStep} />
      ) : current === 'create' ? (
        <CreateAccountStep onCreated={() => setStep('sharing')} />
      ) : (
        <SharingStep onDone={() => change(false)} />
      )}
    </Modal>
  );
}

function ReactivateStep({ onNext }: { onNext(step: Step): void }) {
  const { t } = useTranslation('community');
  const reactivate = useReactivateMutation();
  return (
    <div className="cp-onboarding-form">
      <p>{t('onboarding.reactivateText')}</p>
      <Button busy={reactivate.isPending} onClick={() => reactivate.mutate(undefined, { onSuccess: onNext })}>
        {reactivate.isPending ? t('onboarding.reactivating') : t('onboarding.reactivate')}
      </Button>
    </div>
  );
}

/** Step 2: which accounts to share as portfolios; Done goes to the new profile. */
function SharingStep({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('community');
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const done = async () => {
    setLeaving(true);
    const me = await fetchMyProfile().catch(() => null);
    const target = me ? pagePath('user-profile', site, { slug: me.slug }) : null;
    // Going to the new profile leaves `?join=1` behind, which closes the onboarding by itself.
    if (target && target !== location.pathname) navigate(target);
    else onDone();
  };
  return (
    <div className="cp-onboarding-form">
      <p className="muted">{t('sharing.intro')}</p>
      <ShareablePortfolios />
      <Button busy={leaving} onClick={() => void done()}>
        {t('onboarding.done')}
      </Button>
    </div>
  );
}
