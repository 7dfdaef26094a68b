import type { CorporateActionView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { useTimeZone, useTimeZoneName } from '../../../lib/render-clock.tsx';
import { instrumentPath } from '../../market-data/links.ts';
import { formatMarketTime } from '../../trading/fund-orders/fund-order-format.ts';
import { CorporateActionFacts } from './CorporateActionFacts.tsx';
import { formatInstantDay, isElective, stateWord } from './corporate-action-format.ts';

/**
 * An event's summary on its page: where it stands, every fact, what it means for the holder in a
 * sentence (a dividend needs no answer and is paid on its day; an offer is answered by its deadline,
 * or lapses and the shares stay), and that the issuer's own documents govern, not this summary.
 */
export function CorporateActionSummary({
  event,
  account,
  site,
}: {
  event: CorporateActionView;
  account: string | undefined;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const headingId = useId();
  const zone = useTimeZoneName();
  const renderZone = useTimeZone();
  const word = stateWord(event);
  return (
    <section className="card ca-summary" aria-labelledby={headingId}>
      <div className="ca-event-head">
        <h2 id={headingId}>{t('corporateActions.event.summary')}</h2>
        <span className={`ca-state ca-state-${word.toLowerCase()}`}>
          {t(`corporateActions.state.${word}`)}
        </span>
      </div>
      <p>
        <Link to={instrumentPath({ id: event.instrumentId, name: event.instrumentName }, site)}>
          {event.instrumentName}
        </Link>
        {' · '}
        {t(`corporateActions.types.${event.type}`)}
      </p>
      <CorporateActionFacts event={event} site={site} account={account} answer />
      <p className="ca-meaning">{meaning()}</p>
      <p className="muted small ca-terms">{t('corporateActions.event.terms')}</p>
    </section>
  );

  function meaning(): string {
    const deadline = event.deadline ? formatMarketTime(event.deadline, site, zone) : '';
    const units = event.answer ? formatUnits(event.answer.volume, site) : '';
    if (event.type === 'DIVIDEND') {
      if (event.bookedAt)
        return t('corporateActions.event.dividendPaid', {
          date: formatInstantDay(event.bookedAt, site, renderZone),
        });
      if (event.state === 'ANNOUNCED')
        return t('corporateActions.event.dividendAnnounced', {
          exDate: event.exDate ? formatDay(event.exDate, site) : '',
          payDate: event.payDate ? formatDay(event.payDate, site) : '',
        });
      return t('corporateActions.event.dividendPaying', {
        payDate: event.payDate ? formatDay(event.payDate, site) : '',
      });
    }
    if (!isElective(event)) return t('corporateActions.event.noAnswer');
    if (event.state === 'OPEN') return t('corporateActions.event.offerOpen', { deadline });
    if (event.state === 'ANSWERED')
      return t('corporateActions.event.offerAnswered', {
        count: event.answer?.volume ?? 0,
        units,
        deadline,
      });
    if (event.state === 'PROCESSING')
      return t('corporateActions.event.offerProcessing', { count: event.answer?.volume ?? 0, units });
    if (event.state === 'BOOKED') return t('corporateActions.event.offerBooked');
    if (event.state === 'LAPSED') return t('corporateActions.event.offerLapsed');
    return t('corporateActions.event.offerClosed');
  }
}
