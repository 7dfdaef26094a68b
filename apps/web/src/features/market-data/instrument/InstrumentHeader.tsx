import type { InstrumentView } from '@havn/contract/web';
import { isSector } from '@havn/domain/broker/index';
import { useTranslation } from 'react-i18next';
import './InstrumentHeader.css';

/** The instrument page's header: name, symbol and market, and the facts a reader checks first. */
export function InstrumentHeader({ instrument, titleId }: { instrument: InstrumentView; titleId: string }) {
  const { t } = useTranslation(['feed', 'market']);
  // The sector travels as its code ('Industrials'); the reader gets it in their language.
  const sector = isSector(instrument.sector) ? t(`market:sectors.${instrument.sector}`) : instrument.sector;
  const type = t(`instrument.types.${instrument.type}` as 'instrument.types.STOCK', {
    defaultValue: instrument.type,
  });
  return (
    <header className="instrument-header">
      <h1 id={titleId}>{instrument.name}</h1>
      <p className="instrument-subtitle">
        <span className="instrument-symbol">{instrument.symbol}</span>
        <span aria-hidden="true"> · </span>
        <span>{instrument.market.name}</span>
        {!instrument.tradable && (
          <span className="badge instrument-badge">{t('instrument.notTradable')}</span>
        )}
      </p>
      <dl className="instrument-facts">
        <div>
          <dt>{t('instrument.type')}</dt>
          <dd>{type}</dd>
        </div>
        <div>
          <dt>{t('instrument.isin')}</dt>
          <dd>{instrument.isin}</dd>
        </div>
        <div>
          <dt>{t('instrument.currency')}</dt>
          <dd>{instrument.currency}</dd>
        </div>
        <div>
          <dt>{t('instrument.sector')}</dt>
          <dd>{sector}</dd>
        </div>
      </dl>
    </header>
  );
}
