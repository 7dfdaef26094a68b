import { WATCHLIST_NAME_MAX, type WatchlistView } from '@havn/contract/web';
import { type SiteId, siteLocale } from '@havn/domain';
import { loginRedirectFor } from '@havn/routes';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { useSessionQuery } from '../identity/queries.ts';
import {
  useAddToWatchlist,
  useCreateWatchlistWithInstrument,
  useMyWatchlistsQuery,
  useRemoveFromWatchlist,
} from './queries.ts';
import './WatchButton.css';

export interface WatchedInstrument {
  id: number;
  name: string;
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

function holds(list: WatchlistView, instrumentId: number): boolean {
  return list.instruments.some((item) => item.instrumentId === instrumentId);
}

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
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('watchButton.title', { name: instrument.name })}
        description={t('watchButton.description', { name: instrument.name })}
        footer={<Button onClick={() => setOpen(false)}>{t('watchButton.done')}</Button>}
      >
        <WatchlistChoices instrument={instrument} />
      </Modal>
    </div>
  );
}

/** The dialog's body: one checkbox a list, then a form for a new list that starts with the instrument. */
function WatchlistChoices({ instrument }: { instrument: WatchedInstrument }) {
  const { t } = useTranslation('market');
  const lists = useMyWatchlistsQuery();
  const create = useCreateWatchlistWithInstrument();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [name, setName] = useState('');
  const nameId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, instrumentId: instrument.id },
      {
        onSuccess: (list) => {
          setName('');
          setFeedback({
            tone: 'success',
            text: t('watchButton.added', { name: instrument.name, list: list.name }),
          });
        },
        onError: () => setFeedback({ tone: 'error', text: t('watchButton.error') }),
        // The busy button lost focus; give it back to the field, ready for another list.
        onSettled: () => document.getElementById(nameId)?.focus(),
      },
    );
  }

  return (
    <div className="watch-choices">
      {lists.isPending ? (
        <Spinner />
      ) : lists.isError ? (
        <Alert>{t('watchButton.loadError')}</Alert>
      ) : lists.data.length === 0 ? (
        <p>{t('watchButton.none')}</p>
      ) : (
        <fieldset className="watch-choices-lists">
          <legend>{t('watchButton.lists')}</legend>
          {lists.data.map((list) => (
            <WatchlistChoice key={list.id} list={list} instrument={instrument} onResult={setFeedback} />
          ))}
        </fieldset>
      )}
      <form className="markets-inline-form" onSubmit={submit}>
        <TextField
          id={nameId}
          label={t('watchButton.newName')}
          value={name}
          maxLength={WATCHLIST_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={create.isPending}>
          {t('watchButton.createAndAdd')}
        </Button>
      </form>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </div>
  );
}

/**
 * One list's checkbox. It shows the wish at once while the request runs (and ignores further clicks
 * until the answer and the refreshed lists are in), then the server's state: a failure flips it back.
 */
function WatchlistChoice({
  list,
  instrument,
  onResult,
}: {
  list: WatchlistView;
  instrument: WatchedInstrument;
  onResult(feedback: Feedback): void;
}) {
  const { t } = useTranslation('market');
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  const busy = add.isPending || remove.isPending;
  const checked = add.isPending ? true : remove.isPending ? false : holds(list, instrument.id);
  const failed = () => onResult({ tone: 'error', text: t('watchButton.error') });

  function toggle(wanted: boolean) {
    if (busy) return;
    const vars = { listId: list.id, instrumentId: instrument.id };
    const words = { name: instrument.name, list: list.name };
    if (wanted) {
      add.mutate(vars, {
        onSuccess: () => onResult({ tone: 'success', text: t('watchButton.added', words) }),
        onError: failed,
      });
    } else {
      remove.mutate(vars, {
        onSuccess: () => onResult({ tone: 'success', text: t('watchButton.removed', words) }),
        onError: failed,
      });
    }
  }

  return (
    <label className="watch-choice">
      <input
        type="checkbox"
        checked={checked}
        aria-busy={busy || undefined}
        onChange={(event) => toggle(event.target.checked)}
      />
      {list.name}
    </label>
  );
}
