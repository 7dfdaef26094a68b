import { ACCOUNT_TRANSACTION_TYPES } from '@havn/domain/broker/market-lists';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField.tsx';
import type { TransactionFilter } from '../trading/queries.ts';
import './TransactionFilters.css';

/** The transactions page's filter: one kind or all, and a period. */
export function TransactionFilters({
  value,
  onChange,
}: {
  value: TransactionFilter;
  onChange: (next: TransactionFilter) => void;
}) {
  const { t } = useTranslation(['market', 'payments']);
  const kindId = useId();
  const set = (key: keyof TransactionFilter, text: string) => {
    const next = { ...value };
    if (text) next[key] = text;
    else delete next[key];
    onChange(next);
  };
  return (
    <fieldset className="transaction-filters">
      <legend>{t('payments:transactions.filter')}</legend>
      <div className="field">
        <label htmlFor={kindId}>{t('payments:transactions.type')}</label>
        <select id={kindId} value={value.types ?? ''} onChange={(e) => set('types', e.target.value)}>
          <option value="">{t('payments:transactions.allTypes')}</option>
          {ACCOUNT_TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`payments:transactions.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('payments:transactions.from')}
        type="date"
        value={value.from ?? ''}
        max={value.to}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField
        label={t('payments:transactions.to')}
        type="date"
        value={value.to ?? ''}
        min={value.from}
        onChange={(e) => set('to', e.target.value)}
      />
    </fieldset>
  );
}
