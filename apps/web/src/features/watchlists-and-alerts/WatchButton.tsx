import { type SiteId, siteLocale } from '@havn/domain';
import { loginRedirectFor } from '@havn/routes';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { useSessionQuery } from '../identity/queries.ts';
import { useMyWatchlistsQuery } from './queries.ts';
import { holds, type WatchedInstrument } from './watched.ts';
import './WatchButton.css';

export type { WatchedInstrument } from './watched.ts';

const loadDialog = () => import('./WatchDialog.tsx');
const WatchDialog = lazy(loadDialog);

/**
 * The instrument page's "add to watchlist": a visitor gets a link to log in (and back); a customer
 * opens a dialog that ticks the lists holding the instrument, toggles each, and can start a new list
 * with it. Which lists hold it is also said next to the button.
 */
export function WatchButton({ instrument, site }: { instrument: WatchedInstrument; site: SiteId }) {
  const { t } = useTranslation('market');
  const session = useSessionQuery();
  const location = useLocation();
  if (session.isPending) return null;
  if (!session.data) {
    return (
      <p className="watch-button">
        <Link
          className="btn btn-secondary"
          to={loginRedirectFor(`${location.pathname}${location.search}`, site)}
        >
          {t('watchButton.signIn')}
        </Link>
      </p>
    );
  }
  return <WatchControl instrument={instrument} site={site} />;
}

function WatchControl({ instrument, site }: { instrument: WatchedInstrument; site: SiteId }) {
  const { t } = useTranslation('market');
  const lists = useMyWatchlistsQuery();
  const [open, setOpen] = useState(false);
  const held = (lists.data ?? []).filter((list) => holds(list, instrument.id)).map((list) => list.name);
  const summaryId = useId();
  const buttonId = useId();
  // The Modal has no Radix trigger to return focus to, so give it back to the button once it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(buttonId)?.focus();
    wasOpen.current = open;
  }, [open, buttonId]);
  return (
    <div className="watch-button">
      <Button
        id={buttonId}
        variant="secondary"
        aria-haspopup="dialog"
        aria-describedby={held.length > 0 ? summaryId : undefined}
        onClick={() => setOpen(true)}
        // Fetch the dialog's code as the pointer or the keyboard reaches the button.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {t('watchButton.add')}
      </Button>
      {held.length > 0 && (
        <p id={summaryId} className="watch-button-lists">
          {t('watchButton.inLists', {
            names: new Intl.ListFormat(siteLocale[site], { type: 'conjunction' }).format(held),
          })}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <WatchDialog instrument={instrument} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
