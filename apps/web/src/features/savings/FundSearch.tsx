import { isSavingsInstrument } from '@havn/domain/broker/index';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstrumentSearchQuery } from '../market-data/queries.ts';
import '../market-data/InstrumentPicker.css';

export interface PickedFund {
  instrumentId: number;
  name: string;
}

/** Finds a fund or an ETF by name, symbol or ISIN; other instruments are not offered. */
export function FundSearch({
  onPick,
  exclude,
  disabled,
}: {
  onPick(fund: PickedFund): void;
  exclude: ReadonlySet<number>;
  disabled: boolean;
}) {
  const { t } = useTranslation('savings');
  const [text, setText] = useState('');
  const inputId = useId();
  const search = useInstrumentSearchQuery(text.trim().length >= 2 ? text : '', 20);
  const hits = (search.data?.results ?? [])
    .map(({ instrument_info: info }) => info)
    .filter((info) => isSavingsInstrument(info.instrument_type as never) && !exclude.has(info.instrument_id))
    .slice(0, 8);
  return (
    <div className="markets-picker">
      <div className="field">
        <label htmlFor={inputId}>{t('form.search')}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          autoComplete="off"
          disabled={disabled}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="field-hint" id={`${inputId}-hint`}>
          {disabled ? t('form.full') : t('form.searchHint')}
        </p>
      </div>
      {hits.length > 0 && (
        <ul className="markets-picker-hits">
          {hits.map((hit) => (
            <li key={hit.instrument_id}>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  onPick({ instrumentId: hit.instrument_id, name: hit.name });
                  setText('');
                }}
              >
                {t('form.add', {
                  name: hit.name,
                  type: hit.instrument_type === 'ETF' ? 'ETF' : t('form.fund'),
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
