import { build, loginRedirectFor } from '@havn/routes';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Dialog.tsx';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';
import { useViewer } from './use-viewer.ts';

interface Gate {
  isMember: boolean;
  /** Runs `action` for a member; anyone else is asked to log in or join instead. */
  requireMember(action: () => void): void;
  /** Asks to log in or join without an action (a blurred poll's button). */
  prompt(): void;
}

const GateContext = createContext<Gate | null>(null);

/** The join page of the membership onboarding (another screen owns it; the route takes ?join=1). */
export function joinHref(site: Parameters<typeof build>[2]): string {
  return `${build('discover-overview', {}, site)}?join=1`;
}

/** Log-in and join links for a visitor, the join link for a customer without a community profile. */
export function JoinLinks({ className = 'actions' }: { className?: string }) {
  const { t } = useTranslation('feed');
  const site = useSite();
  const location = useLocation();
  const { user } = useViewer();
  return (
    <p className={className}>
      {!user && (
        <Link
          className="btn btn-secondary"
          to={loginRedirectFor(`${location.pathname}${location.search}`, site)}
        >
          {t('join.login')}
        </Link>
      )}
      <Link className="btn btn-primary" to={joinHref(site)}>
        {t('join.join')}
      </Link>
    </p>
  );
}

/**
 * Visitors read everything; writing, liking and voting ask them to log in or join (spec section 6).
 * One prompt serves every button below it.
 */
export function InteractionGateProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('feed');
  const { isMember, user } = useViewer();
  const [open, setOpen] = useState(false);
  const requireMember = useCallback(
    (action: () => void) => {
      if (isMember) action();
      else setOpen(true);
    },
    [isMember],
  );
  const gate = useMemo(
    () => ({ isMember, requireMember, prompt: () => setOpen(true) }),
    [isMember, requireMember],
  );
  return (
    <GateContext.Provider value={gate}>
      {children}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('join.title')}
        description={user ? t('join.textCustomer') : t('join.text')}
      >
        <JoinLinks />
      </Modal>
    </GateContext.Provider>
  );
}

export function useInteractionGate(): Gate {
  const gate = useContext(GateContext);
  const { isMember } = useViewer();
  // Outside a provider nothing can prompt: members act, everyone else is simply not let through.
  return (
    gate ?? {
      isMember,
      requireMember: (action) => {
        if (isMember) action();
      },
      prompt: () => {},
    }
  );
}
