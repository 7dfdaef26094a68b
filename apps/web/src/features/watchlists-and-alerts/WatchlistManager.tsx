import { WATCHLIST_NAME_MAX, type WatchlistView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { focusFirst, focusWhenPresent, neighbourControl, pageStart } from '../../lib/focus.ts';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { InstrumentPicker } from '../market-data/InstrumentPicker.tsx';
import { instrumentPath } from '../market-data/links.ts';
import { formatPercent } from '../market-data/market-format.ts';
import { useQuotesQuery } from '../market-data/markets-queries.ts';
import {
  useAddToWatchlist,
  useCreateWatchlist,
  useDeleteWatchlist,
  useMyWatchlistsQuery,
  useRemoveFromWatchlist,
  useRenameWatchlist,
  useSetSharing,
} from './queries.ts';
import './WatchlistManager.css';
import { TableScroll } from '../../components/TableScroll.tsx';

/** The shared link of a list, when the catalogue can address its id. */
function sharedPath(listId: string, site: SiteId): string | null {
  try {
    return pagePath('shared-list', site, { listId });
  } catch {
    return null;
  }
}

/** My watchlists: create, rename, delete, add and remove instruments (with quotes), share. */
export function WatchlistManager({ site }: { site: SiteId }) {
  const { t } = useTranslation('market');
  const lists = useMyWatchlistsQuery();
  const create = useCreateWatchlist();
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  }

  return (
    <div className="markets-watchlists">
      <form className="markets-inline-form" onSubmit={submit}>
        <TextField
          label={t('markets.watchlists.name')}
          value={name}
          maxLength={WATCHLIST_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={create.isPending}>
          {t('markets.watchlists.create')}
        </Button>
      </form>
      {create.isError && <Alert>{t('markets.watchlists.actionError')}</Alert>}
      {lists.isPending ? (
        <Spinner />
      ) : lists.isError ? (
        <Alert>{t('markets.watchlists.loadError')}</Alert>
      ) : lists.data.length === 0 ? (
        <p>{t('markets.watchlists.empty')}</p>
      ) : (
        lists.data.map((list) => <WatchlistCard key={list.id} list={list} site={site} />)
      )}
    </div>
  );
}

function WatchlistCard({ list, site }: { list: WatchlistView; site: SiteId }) {
  const { t } = useTranslation('market');
  const rename = useRenameWatchlist();
  const remove = useDeleteWatchlist();
  const add = useAddToWatchlist();
  const removeItem = useRemoveFromWatchlist();
  const sharing = useSetSharing();
  const quotes = useQuotesQuery(list.instruments.map((item) => item.instrumentId));
  const [editing, setEditing] = useState(false);
  const [newName, setNewName] = useState(list.name);
  const headingId = `watchlist-${list.id}`;
  const card = useRef<HTMLElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const heading = () => document.getElementById(headingId);
  // The rename form replaces its button and goes again on save or cancel: focus follows both ways.
  const startRename = () => {
    setEditing(true);
    focusWhenPresent(() => card.current?.querySelector<HTMLElement>('.markets-watchlist-head input'));
  };
  const endRename = () => {
    setEditing(false);
    focusWhenPresent(() => renameButton.current);
  };
  const link = list.shared ? sharedPath(list.id, site) : null;
  const failed = rename.isError || remove.isError || add.isError || removeItem.isError || sharing.isError;

  function submitRename(event: FormEvent) {
    event.preventDefault();
    if (!newName.trim()) return;
    rename.mutate({ listId: list.id, name: newName.trim() }, { onSuccess: endRename });
  }

  return (
    <section ref={card} className="card markets-watchlist" aria-labelledby={headingId}>
      <div className="markets-watchlist-head">
        <h2 id={headingId}>{list.name}</h2>
        {editing ? (
          <form className="markets-inline-form" onSubmit={submitRename}>
            <TextField
              label={t('markets.watchlists.name')}
              value={newName}
              maxLength={WATCHLIST_NAME_MAX}
              required
              onChange={(event) => setNewName(event.target.value)}
            />
            <Button type="submit" busy={rename.isPending}>
              {t('markets.watchlists.save')}
            </Button>
            <Button variant="secondary" onClick={endRename}>
              {t('markets.watchlists.cancel')}
            </Button>
          </form>
        ) : (
          <Button ref={renameButton} variant="secondary" onClick={startRename}>
            {t('markets.watchlists.rename')}
          </Button>
        )}
        <Button
          variant="secondary"
          busy={remove.isPending}
          onClick={() => {
            if (!window.confirm(t('markets.watchlists.confirmDelete', { name: list.name }))) return;
            // The card goes: focus goes to the next list's name, or the one before.
            const next = neighbourControl(card.current, 'h2');
            remove.mutate(list.id, { onSuccess: () => focusFirst(() => next, pageStart) });
          }}
        >
          {t('markets.watchlists.delete')}
        </Button>
      </div>
      <label className="markets-share">
        <input
          type="checkbox"
          checked={list.shared}
          disabled={sharing.isPending}
          onChange={(event) => sharing.mutate({ listId: list.id, shared: event.target.checked })}
        />
        {t('markets.watchlists.share')}
      </label>
      {link && (
        <p>
          {t('markets.watchlists.shareLink')}: <Link to={link}>{link}</Link>
        </p>
      )}
      {failed && <Alert>{t('markets.watchlists.actionError')}</Alert>}
      {list.instruments.length === 0 ? (
        <p>{t('markets.watchlists.emptyList')}</p>
      ) : (
        <TableScroll label={list.name}>
          <table className="markets-table">
            <thead>
              <tr>
                <th scope="col">{t('markets.table.name')}</th>
                <th scope="col" className="num">
                  {t('markets.table.last')}
                </th>
                <th scope="col" className="num">
                  {t('markets.table.change')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('markets.watchlists.remove', { name: '' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.instruments.map((item) => {
                const quote = quotes.data?.find((candidate) => candidate.instrumentId === item.instrumentId);
                return (
                  <tr key={item.instrumentId}>
                    <th scope="row">
                      <Link to={instrumentPath({ id: item.instrumentId, name: item.name }, site)}>
                        {item.name}
                      </Link>{' '}
                      <span className="markets-symbol">{item.symbol}</span>
                    </th>
                    <td className="num">{quote ? formatMoney(quote.last, quote.currency, site) : '–'}</td>
                    <td className="num">{quote ? formatPercent(quote.changePercent, site) : '–'}</td>
                    <td>
                      <Button
                        variant="link"
                        onClick={(event) => {
                          const next = neighbourControl(event.currentTarget.closest('tr'), 'button');
                          removeItem.mutate(
                            { listId: list.id, instrumentId: item.instrumentId },
                            { onSuccess: () => focusFirst(() => next, heading) },
                          );
                        }}
                      >
                        {t('markets.watchlists.remove', { name: item.name })}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <InstrumentPicker
        label={t('markets.watchlists.addTo', { name: list.name })}
        onPick={(picked) => add.mutate({ listId: list.id, instrumentId: picked.instrumentId })}
      />
    </section>
  );
}
