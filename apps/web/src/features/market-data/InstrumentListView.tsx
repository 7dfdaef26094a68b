import { LIST_COUNTRIES, LIST_PAGE_SIZE } from '@havn/contract/web';
import { type SiteId, siteLocale } from '@havn/domain';
import { isSector, STOCK_SECTORS } from '@havn/domain/broker/index';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { instrumentPath } from './links.ts';
import { formatCompactMoney, formatPercent } from './market-format.ts';
import {
  type ListCountry,
  type ListName,
  type ListQuery,
  type ListSortKey,
  useInstrumentListQuery,
} from './markets-queries.ts';
import './InstrumentListView.css';
import './market-data.css';

const COLUMNS: readonly ListSortKey[] = ['name', 'last', 'change', 'turnover'];

function isListCountry(value: string): value is ListCountry {
  return (LIST_COUNTRIES as readonly string[]).includes(value);
}

/**
 * One of the eleven instrument lists: sortable columns (buttons with aria-sort on the header),
 * filters by country, sector and tradable, and paging. The server sorts and filters.
 */
export function InstrumentListView({ list, site, title }: { list: ListName; site: SiteId; title: string }) {
  const { t } = useTranslation('market');
  const [query, setQuery] = useState<ListQuery>({
    sort: 'name',
    order: 'asc',
    offset: 0,
    limit: LIST_PAGE_SIZE,
  });
  const [country, setCountry] = useState('');
  const [sector, setSector] = useState('');
  const [tradable, setTradable] = useState(false);
  const result = useInstrumentListQuery(list, query);
  const countryId = useId();
  const sectorId = useId();
  const tradableId = useId();
  // Only stocks have sectors worth choosing (every ETF is 'ETFs'); by name in the reader's language.
  const sectors = useMemo(() => {
    const collator = new Intl.Collator(siteLocale[site]);
    return STOCK_SECTORS.map((code) => ({ code, name: t(`sectors.${code}`) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [site, t]);

  function sortBy(column: ListSortKey) {
    setQuery((current) => ({
      ...current,
      sort: column,
      order:
        current.sort === column && current.order === 'asc'
          ? 'desc'
          : current.sort === column
            ? 'asc'
            : column === 'name'
              ? 'asc'
              : 'desc',
      offset: 0,
    }));
  }

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    setQuery((current) => ({
      ...current,
      country: isListCountry(country) ? country : undefined,
      sector: list === 'stocks' && isSector(sector) ? sector : undefined,
      tradable: tradable ? true : undefined,
      offset: 0,
    }));
  }

  function clearFilters() {
    setCountry('');
    setSector('');
    setTradable(false);
    setQuery((current) => ({ sort: current.sort, order: current.order, offset: 0, limit: current.limit }));
  }

  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const pageNumber = Math.floor(query.offset / query.limit) + 1;

  return (
    <div className="markets-list">
      <form className="markets-filters" onSubmit={applyFilters} aria-label={t('markets.lists.filters')}>
        <div className="field">
          <label htmlFor={countryId}>{t('markets.lists.country')}</label>
          <select id={countryId} value={country} onChange={(event) => setCountry(event.target.value)}>
            <option value="">{t('markets.lists.allCountries')}</option>
            {LIST_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`markets.lists.countries.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {list === 'stocks' && (
          <div className="field">
            <label htmlFor={sectorId}>{t('markets.lists.sector')}</label>
            <select id={sectorId} value={sector} onChange={(event) => setSector(event.target.value)}>
              <option value="">{t('markets.lists.allSectors')}</option>
              {sectors.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field field-checkbox">
          <input
            id={tradableId}
            type="checkbox"
            checked={tradable}
            onChange={(event) => setTradable(event.target.checked)}
          />
          <label htmlFor={tradableId}>{t('markets.lists.tradable')}</label>
        </div>
        <Button type="submit">{t('markets.lists.apply')}</Button>
        <Button variant="secondary" onClick={clearFilters}>
          {t('markets.lists.clear')}
        </Button>
      </form>
      {result.isPending ? (
        <Spinner />
      ) : result.isError ? (
        <Alert>{t('markets.lists.loadError')}</Alert>
      ) : (
        <>
          <p className="markets-total" aria-live="polite">
            {t('markets.lists.total', { count: total })}
          </p>
          {result.data.items.length === 0 ? (
            <p>{t('markets.lists.empty')}</p>
          ) : (
            <TableScroll label={title}>
              <table className="markets-table" aria-busy={result.isFetching || undefined}>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        aria-sort={
                          query.sort === column
                            ? query.order === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : 'none'
                        }
                      >
                        <button type="button" className="markets-sort" onClick={() => sortBy(column)}>
                          {t(`markets.table.${column}`)}
                          <span aria-hidden="true">
                            {query.sort === column ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}
                          </span>
                        </button>
                      </th>
                    ))}
                    <th scope="col">{t('markets.table.market')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.items.map(({ instrument, quote }) => (
                    <tr key={instrument.id}>
                      <th scope="row">
                        <span className="markets-name">
                          <Link to={instrumentPath(instrument, site)} title={instrument.name}>
                            {instrument.name}
                          </Link>{' '}
                          <span className="markets-symbol">{instrument.symbol}</span>
                        </span>
                      </th>
                      <td className="num">{formatMoney(quote.last, quote.currency, site)}</td>
                      <td
                        className={`num ${quote.changePercent.startsWith('-') ? 'markets-down' : 'markets-up'}`}
                      >
                        {formatPercent(quote.changePercent, site)}
                      </td>
                      <td className="num">{formatCompactMoney(quote.turnover, quote.currency, site)}</td>
                      <td>{instrument.market}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <nav className="markets-paging" aria-label={t('markets.lists.page', { page: pageNumber, pages })}>
            <Button
              variant="secondary"
              disabled={query.offset === 0}
              onClick={() =>
                setQuery((current) => ({ ...current, offset: Math.max(0, current.offset - current.limit) }))
              }
            >
              {t('markets.lists.previous')}
            </Button>
            <span>{t('markets.lists.page', { page: pageNumber, pages })}</span>
            <Button
              variant="secondary"
              disabled={pageNumber >= pages}
              onClick={() => setQuery((current) => ({ ...current, offset: current.offset + current.limit }))}
            >
              {t('markets.lists.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
