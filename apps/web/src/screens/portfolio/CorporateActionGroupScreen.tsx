import type { CorporateActionView } from '@havn/contract/web';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { OrderCard, OrderState } from '../../components/OrderCard.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { accountOption } from '../../features/accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { instrumentPath } from '../../features/market-data/links.ts';
import { eventPath } from '../../features/portfolio/corporate-actions/CorporateActionCard.tsx';
import { CorporateActionFacts } from '../../features/portfolio/corporate-actions/CorporateActionFacts.tsx';
import {
  isAnswerable,
  stateTone,
  stateWord,
} from '../../features/portfolio/corporate-actions/corporate-action-format.ts';
import { useCorporateActionGroup } from '../../features/portfolio/corporate-actions/queries.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import '../../features/portfolio/corporate-actions/corporate-actions.css';

/**
 * One corporate action over every account of the customer's it concerns (…/group/{groupId}, the
 * event's number): the event's facts once, then each account with its units and answer, and the way
 * to that account's event page to answer or change it. The API answers the accounts it concerns in one
 * call; the accounts' names come from the customer's accounts.
 */
export default function CorporateActionGroupScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const now = useNow();
  const accounts = useAccountsQuery();
  const all = accounts.data ?? [];
  const group = useCorporateActionGroup(page.params.groupId ?? '');
  const factsId = useId();
  const accountsId = useId();
  const taking = (group.data ?? []).flatMap(({ accid, event }) => {
    const account = all.find((a) => a.accid === accid);
    return account ? [{ account, event }] : [];
  });
  const first = taking[0]?.event;
  const title = first
    ? t('corporateActions.group.title', {
        type: t(`corporateActions.types.${first.type}`),
        name: first.instrumentName,
      })
    : t('corporateActions.group.fallbackTitle');
  useDocumentTitle(title);
  const toList = <Link to={pagePath('corporate-actions', page.site)}>{t('corporateActions.toList')}</Link>;

  const body = () => {
    if (accounts.isPending || group.isPending) return <Spinner />;
    if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
    if (group.isError) return <Alert>{errorMessage(group.error)}</Alert>;
    if (!first) {
      return (
        <div className="ca-empty">
          <p>{t('corporateActions.group.notFound')}</p>
          <p>{toList}</p>
        </div>
      );
    }
    return (
      <>
        <section className="card ca-summary" aria-labelledby={factsId}>
          <h2 id={factsId}>{t('corporateActions.group.event')}</h2>
          <p>
            <Link to={instrumentPath({ id: first.instrumentId, name: first.instrumentName }, page.site)}>
              {first.instrumentName}
            </Link>
            {' · '}
            {t(`corporateActions.types.${first.type}`)}
          </p>
          <CorporateActionFacts event={first} site={page.site} part="event" />
          <p className="muted small ca-terms">{t('corporateActions.event.terms')}</p>
        </section>
        <section aria-labelledby={accountsId}>
          <h2 id={accountsId}>{t('corporateActions.group.accounts', { count: taking.length })}</h2>
          <ul className="order-cards ca-events">
            {taking.map(({ account, event }) => (
              <AccountInGroup
                key={account.accid}
                accid={account.accid}
                name={accountOption(account, typeName).label}
                event={event}
                page={page}
                now={now}
              />
            ))}
          </ul>
        </section>
        <p className="ca-more">{toList}</p>
      </>
    );
  };

  return (
    <section className="portfolio-page ca-page" aria-labelledby="ca-group-title">
      <h1 id="ca-group-title">{title}</h1>
      {body()}
    </section>
  );
}

/**
 * One account's part in the event: where it stands there, its units, money and answer, and the links
 * to its event page (to answer or change while answers are open, else to see it), each named with the
 * account, as the page has one such link an account.
 */
function AccountInGroup({
  accid,
  name,
  event,
  page,
  now,
}: {
  accid: string;
  name: string;
  event: CorporateActionView;
  page: Page;
  now: Date;
}) {
  const { t } = useTranslation('portfolio');
  const nameId = useId();
  const answerId = useId();
  const detailsId = useId();
  const word = stateWord(event);
  const open = isAnswerable(event, now);
  return (
    <OrderCard
      level={3}
      headingId={nameId}
      testId="corporate-action-account"
      title={name}
      state={<OrderState tone={stateTone(word)}>{t(`corporateActions.state.${word}`)}</OrderState>}
      actions={
        <>
          {open && (
            <Link
              id={answerId}
              className="btn btn-primary"
              aria-labelledby={`${answerId} ${nameId}`}
              to={eventPath(event, accid, page.site, 'edit')}
            >
              {event.answer ? t('corporateActions.changeAnswer') : t('corporateActions.answer')}
            </Link>
          )}
          <Link
            id={detailsId}
            className="btn btn-link"
            aria-labelledby={`${detailsId} ${nameId}`}
            to={eventPath(event, accid, page.site)}
          >
            {t('corporateActions.details')}
          </Link>
        </>
      }
    >
      <CorporateActionFacts event={event} site={page.site} part="account" answer />
    </OrderCard>
  );
}
