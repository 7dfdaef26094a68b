import type { CorporateActionView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { OrderFacts } from '../../../components/OrderCard.tsx';
import { formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { useTimeZone, useTimeZoneName } from '../../../lib/render-clock.tsx';
import { formatMarketTime } from '../../trading/fund-orders/fund-order-format.ts';
import { formatInstantDay } from './corporate-action-format.ts';

/**
 * An event's dates and money as a list of facts: the dates it has (ex-date, record date, payment,
 * the deadline in the reader's own time with its zone named), the units it counts, the cash per share
 * and what reaches the account in its currency (expected at today's rate until paid). `account` names
 * the account when the page shows several; `answer` adds the answer given. `part` keeps the event's
 * own facts (dates, cash per share) or one account's (units, money, answer) for a page that shows the
 * event once and each account under it.
 */
export function CorporateActionFacts({
  event,
  site,
  account,
  answer = false,
  part = 'all',
}: {
  event: CorporateActionView;
  site: SiteId;
  account?: string | undefined;
  answer?: boolean;
  part?: 'all' | 'event' | 'account';
}) {
  const { t } = useTranslation('portfolio');
  const zone = useTimeZoneName();
  const renderZone = useTimeZone();
  const paid = event.bookedAt !== null;
  const converted = event.currency !== null && event.currency !== event.accountCurrency;
  const facts: [string, string][] = [];
  if (part !== 'account') eventFacts();
  if (part !== 'event') accountFacts();
  return <OrderFacts facts={facts} className="ca-facts" />;

  function eventFacts() {
    if (event.exDate) facts.push([t('corporateActions.facts.exDate'), formatDay(event.exDate, site)]);
    facts.push([t('corporateActions.facts.recordDate'), formatDay(event.recordDate, site)]);
    if (event.payDate) facts.push([t('corporateActions.facts.payDate'), formatDay(event.payDate, site)]);
    if (event.deadline)
      facts.push([t('corporateActions.facts.deadline'), formatMarketTime(event.deadline, site, zone)]);
    if (event.amountPerShare && event.currency) {
      facts.push([
        event.type === 'DIVIDEND'
          ? t('corporateActions.facts.amountPerShare')
          : t('corporateActions.facts.pricePerShare'),
        formatMoney(event.amountPerShare, event.currency, site),
      ]);
    }
  }

  function accountFacts() {
    facts.push([
      t('corporateActions.facts.units'),
      t('corporateActions.shares', { count: event.units, units: formatUnits(event.units, site) }),
    ]);
    if (event.amount !== null) {
      facts.push([
        paid
          ? t('corporateActions.facts.paid')
          : converted
            ? t('corporateActions.facts.expectedConverted')
            : t('corporateActions.facts.expected'),
        formatMoney(event.amount, event.accountCurrency, site),
      ]);
    }
    if (event.bookedAt)
      facts.push([t('corporateActions.facts.paidOn'), formatInstantDay(event.bookedAt, site, renderZone)]);
    if (answer && event.answer) {
      facts.push([
        t('corporateActions.facts.answer'),
        t(`corporateActions.answerGiven.${event.answer.option}`, {
          count: event.answer.volume,
          units: formatUnits(event.answer.volume, site),
        }),
      ]);
    }
    if (account) facts.push([t('corporateActions.facts.account'), account]);
  }
}
