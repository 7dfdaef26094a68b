import type { CorporateActionView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderCard, OrderState } from '../../../components/OrderCard.tsx';
import { formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { instrumentPath } from '../../market-data/links.ts';
import { CorporateActionFacts } from './CorporateActionFacts.tsx';
import { isAnswerable, stateTone, stateWord } from './corporate-action-format.ts';

/** The event page of one event in one account, or one of its two subpages (answer, withdraw). */
export function eventPath(event: { eventId: number }, accid: string, site: SiteId, page?: 'edit' | 'delete') {
  return pagePath('corporate-action-event', site, {
    eventId: String(event.eventId),
    accid,
    ...(page ? { page } : {}),
  });
}

/** The page of one event over every account it concerns (the group is the event's number). */
export function groupPath(event: { eventId: number }, site: SiteId) {
  return pagePath('corporate-action-group', site, { groupId: String(event.eventId) });
}

/**
 * One event in the list: its instrument (a link to it), what kind of event it is and where it stands,
 * its dates and money, and what can be done: the details always; Answer for an elective event open
 * for answers, Change answer and Withdraw answer once answered. Each link is named with the
 * instrument ("Answer Volvo B"), as a list has one such link an event. An event that concerns
 * several of the customer's accounts links to its page over all of them (`accounts`, how many).
 */
export function CorporateActionCard({
  event,
  accid,
  account,
  site,
  now,
  accounts = 1,
}: {
  event: CorporateActionView;
  accid: string;
  /** The account's name, when the list shows several accounts' events. */
  account?: string | undefined;
  site: SiteId;
  now: Date;
  /** How many of the customer's accounts the event concerns. */
  accounts?: number;
}) {
  const { t } = useTranslation('portfolio');
  const nameId = useId();
  const detailsId = useId();
  const answerId = useId();
  const changeId = useId();
  const withdrawId = useId();
  const groupId = useId();
  const word = stateWord(event);
  const open = isAnswerable(event, now);
  return (
    <OrderCard
      level={2}
      headingId={nameId}
      testId="corporate-action"
      title={
        <Link to={instrumentPath({ id: event.instrumentId, name: event.instrumentName }, site)}>
          {event.instrumentName}
        </Link>
      }
      state={<OrderState tone={stateTone(word)}>{t(`corporateActions.state.${word}`)}</OrderState>}
      actions={
        <>
          {open && !event.answer && (
            <Link
              id={answerId}
              className="btn btn-primary"
              aria-labelledby={`${answerId} ${nameId}`}
              to={eventPath(event, accid, site, 'edit')}
            >
              {t('corporateActions.answer')}
            </Link>
          )}
          {open && event.answer && (
            <>
              <Link
                id={changeId}
                className="btn btn-primary"
                aria-labelledby={`${changeId} ${nameId}`}
                to={eventPath(event, accid, site, 'edit')}
              >
                {t('corporateActions.changeAnswer')}
              </Link>
              <Link
                id={withdrawId}
                className="btn btn-secondary"
                aria-labelledby={`${withdrawId} ${nameId}`}
                to={eventPath(event, accid, site, 'delete')}
              >
                {t('corporateActions.withdrawAnswer')}
              </Link>
            </>
          )}
          <Link
            id={detailsId}
            className="btn btn-link"
            aria-labelledby={`${detailsId} ${nameId}`}
            to={eventPath(event, accid, site)}
          >
            {t('corporateActions.details')}
          </Link>
          {accounts > 1 && (
            <Link
              id={groupId}
              className="btn btn-link"
              aria-labelledby={`${groupId} ${nameId}`}
              to={groupPath(event, site)}
            >
              {t('corporateActions.inAccounts', { count: accounts })}
            </Link>
          )}
        </>
      }
    >
      <p className="ca-type">{t(`corporateActions.types.${event.type}`)}</p>
      <CorporateActionFacts event={event} site={site} account={account} />
      {event.answer && (
        <p className="ca-answer">
          {t(`corporateActions.answerGiven.${event.answer.option}`, {
            count: event.answer.volume,
            units: formatUnits(event.answer.volume, site),
          })}
        </p>
      )}
    </OrderCard>
  );
}
