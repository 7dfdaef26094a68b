import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { percentOf } from './rebalance-draft.ts';

/** One fund of the mix as the table shows it: held now (or not), and its target as typed. */
export interface MixRow {
  instrumentId: number;
  name: string;
  /** What it is worth now, account currency ("0" when not held). */
  value: string;
  /** Its share of the funds now, percent. */
  percent: number;
}

const ONE_DECIMAL = { maximumFractionDigits: 1, minimumFractionDigits: 0 } as const;

/**
 * The funds now against the target: each fund's value and share, a bar for each (the target a mark
 * on it), the target as a whole percentage to edit, and how far it has drifted, in words.
 */
export function TargetMixTable({
  rows,
  percents,
  currency,
  site,
  onChange,
}: {
  rows: MixRow[];
  percents: Record<number, string>;
  currency: string;
  site: SiteId;
  onChange(instrumentId: number, text: string): void;
}) {
  const { t, i18n } = useTranslation('rebalance');
  const base = useId();
  const number = new Intl.NumberFormat(i18n.language, ONE_DECIMAL);
  return (
    <table className="rebalance-mix">
      <caption>{t('mix.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mix.fund')}</th>
          <th scope="col">{t('mix.now')}</th>
          <th scope="col">{t('mix.target')}</th>
          <th scope="col">{t('mix.drift')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const target = percentOf(percents[row.instrumentId]);
          const drift = Number.isNaN(target) ? null : row.percent - target;
          const inputId = `${base}-${row.instrumentId}`;
          return (
            <tr key={row.instrumentId} data-testid="rebalance-row">
              <th scope="row" className="rebalance-fund">
                {row.name}
              </th>
              <td className="rebalance-now" data-label={t('mix.now')}>
                <span className="rebalance-now-figures">
                  {t('mix.nowValue', {
                    percent: number.format(row.percent),
                    value: formatMoney(row.value, currency, site),
                  })}
                </span>
                <span className="rebalance-bar" aria-hidden="true">
                  <span className="rebalance-bar-now" style={{ width: `${Math.min(row.percent, 100)}%` }} />
                  {!Number.isNaN(target) && (
                    <span className="rebalance-bar-target" style={{ left: `${Math.min(target, 100)}%` }} />
                  )}
                </span>
              </td>
              <td className="rebalance-target" data-label={t('mix.target')}>
                <label className="visually-hidden" htmlFor={inputId}>
                  {t('mix.targetFor', { name: row.name })}
                </label>
                <input
                  id={inputId}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  size={3}
                  maxLength={3}
                  value={percents[row.instrumentId] ?? ''}
                  placeholder="0"
                  aria-invalid={Number.isNaN(target) || undefined}
                  onChange={(event) => onChange(row.instrumentId, event.target.value)}
                />
                <span aria-hidden="true"> %</span>
              </td>
              <td className="rebalance-drift" data-label={t('mix.drift')}>
                {drift === null
                  ? '–'
                  : Math.abs(drift) < 0.05
                    ? t('mix.onTarget')
                    : drift > 0
                      ? t('mix.over', { points: number.format(drift) })
                      : t('mix.under', { points: number.format(-drift) })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
