import type { FundSwitchView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { focusOn } from '../../../lib/focus.ts';
import { formatDay, formatUnits } from '../../../lib/format.ts';

/**
 * What the server registered: the switch in words, its sale's state and trade date, and where its
 * purchase will show. Its heading takes focus, as the button it answers has gone.
 */
export function FundSwitchReceipt({
  placed,
  fromName,
  toName,
  site,
  onAnother,
}: {
  placed: FundSwitchView;
  fromName: string;
  toName: string;
  site: SiteId;
  onAnother(): void;
}) {
  const { t } = useTranslation('portfolio');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusOn(heading.current);
  }, []);
  const { sell } = placed;
  const summary = sell.all
    ? t('fundSwitch.receipt.summaryAll', { from: fromName, to: toName })
    : t('fundSwitch.receipt.summary', {
        from: fromName,
        to: toName,
        units: formatUnits(sell.units ?? '0', site),
        count: Number(sell.units),
      });
  return (
    <div className="order-confirmation fund-order-receipt" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t('fundSwitch.receipt.title')}
      </h3>
      <p>{summary}</p>
      <p>
        {t('fundSwitch.receipt.status')}{' '}
        <strong data-testid="fund-switch-state">{t(`funds.state.${placed.state}`)}</strong>
      </p>
      <dl className="order-summary">
        <div>
          <dt>{t('fundSwitch.timing.tradeDate')}</dt>
          <dd>{formatDay(sell.estimatedTradeDate, site)}</dd>
        </div>
      </dl>
      <p>{t('fundSwitch.receipt.next', { to: toName })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('fundSwitch.receipt.another')}
      </Button>
    </div>
  );
}
