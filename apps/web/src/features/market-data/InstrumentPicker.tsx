import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstrumentSearchQuery } from './queries.ts';
import './InstrumentPicker.css';

export interface PickedInstrument {
  instrumentId: number;
  name: string;
  /** Its type (FUND, STOCK…): a fund's order has a page of its own. */
  type?: string;
}

/** Finds an instrument by name, symbol or ISIN and hands the chosen one back. */
export function InstrumentPicker({
  onPick,
  label,
}: {
  onPick(instrument: PickedInstrument): void;
  label?: string;
}) {
  const { t } = useTranslation('market');
  const [text, setText] = useState('');
  const inputId = useId();
  const search = useInstrumentSearchQuery(text.length >= 2 ? text : '', 8);
  const hits = (search.data?.results ?? []).map(({ instrument_info: info }) => ({
    instrumentId: info.instrument_id,
    name: info.name,
    symbol: info.symbol,
    type: info.instrument_type,
  }));
  return (
    <div className="markets-picker">
      <div className="field">
        <label htmlFor={inputId}>{label ?? t('markets.picker.label')}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {hits.length > 0 && (
        <ul className="markets-picker-hits">
          {hits.map((hit) => (
            <li key={hit.instrumentId}>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  onPick({ instrumentId: hit.instrumentId, name: hit.name, type: hit.type });
                  setText('');
                }}
              >
                {t('markets.picker.choose', { name: `${hit.name} (${hit.symbol})` })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
