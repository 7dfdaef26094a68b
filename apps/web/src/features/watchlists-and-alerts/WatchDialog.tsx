import { WATCHLIST_NAME_MAX, type WatchlistView } from '@havn/contract/web';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import {
  useAddToWatchlist,
  useCreateWatchlistWithInstrument,
  useMyWatchlistsQuery,
  useRemoveFromWatchlist,
} from './queries.ts';
import { holds, type WatchedInstrument } from './watched.ts';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * The watch button's dialog, its own chunk: fetched when the customer opens it (or points at the
 * button), not with the instrument page (issue 14's budget).
 */
export default function WatchDialog({
  instrument,
  open,
  onOpenChange,
}: {
  instrument: WatchedInstrument;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('market');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('watchButton.title', { name: instrument.name })}
      description={t('watchButton.description', { name: instrument.name })}
      footer={<Button onClick={() => onOpenChange(false)}>{t('watchButton.done')}</Button>}
    >
      <WatchlistChoices instrument={instrument} />
    </Modal>
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
