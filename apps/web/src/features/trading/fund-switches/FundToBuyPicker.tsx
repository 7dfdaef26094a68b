import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useInstrumentSearchQuery } from '../../market-data/queries.ts';
import { isFundType } from '../fund-orders/fund-order-draft.ts';
import '../../market-data/InstrumentPicker.css';

export interface ChosenFund {
  id: number;
  name: string;
  currency: string;
}

/** How many of the search's answers are looked at: shares and ETFs are dropped from them. */
const SEARCH_LIMIT = 30;
const HITS_SHOWN = 8;

/**
 * The fund the switch buys: found by name, symbol or ISIN among the tradable funds (never the fund
 * sold), then shown with a way to choose another. `id` names the control that answers for the field,
 * the search box or, once a fund is chosen, Change: where focus goes after an error.
 */
export function FundToBuyPicker({
  id,
  chosen,
  excludeId,
  error,
  onChoose,
}: {
  id: string;
  chosen: ChosenFund | null;
  excludeId: number | null;
  error: string | undefined;
  onChoose(fund: ChosenFund | null): void;
}) {
  const { t } = useTranslation('portfolio');
  const [text, setText] = useState('');
  const query = text.trim().length >= 2 ? text.trim() : '';
  const search = useInstrumentSearchQuery(query, SEARCH_LIMIT);
  const hits = (search.data?.results ?? [])
    .map(({ instrument_info: info }) => info)
    .filter((info) => isFundType(info.instrument_type) && info.tradable && info.instrument_id !== excludeId)
    .slice(0, HITS_SHOWN);
  const errorId = error ? `${id}-error` : undefined;

  if (chosen) {
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <span className="fund-switch-label" id={`${id}-label`}>
          {t('fundSwitch.form.to')}
        </span>
        <p className="fund-switch-chosen">
          <strong data-testid="fund-switch-to">{chosen.name}</strong>{' '}
          <Button
            id={id}
            variant="secondary"
            aria-describedby={[`${id}-label`, errorId].filter(Boolean).join(' ')}
            onClick={() => onChoose(null)}
          >
            {t('fundSwitch.form.change')}
          </Button>
        </p>
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={`markets-picker fund-switch-picker${error ? ' field-invalid' : ''}`}>
      <div className="field">
        <label htmlFor={id}>{t('fundSwitch.form.search')}</label>
        <input
          id={id}
          type="search"
          value={text}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {t('fundSwitch.form.searchHint')}
        </p>
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
      {query && search.isSuccess && hits.length === 0 && (
        <p className="muted" role="status">
          {t('fundSwitch.form.noHits', { query })}
        </p>
      )}
      {hits.length > 0 && (
        <ul className="markets-picker-hits" aria-label={t('fundSwitch.form.hits')}>
          {hits.map((hit) => (
            <li key={hit.instrument_id}>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  onChoose({ id: hit.instrument_id, name: hit.name, currency: hit.currency });
                  setText('');
                }}
              >
                {t('fundSwitch.form.choose', { name: hit.name, currency: hit.currency })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
