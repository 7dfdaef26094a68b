import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { accountOption } from '../../features/accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { AnswerForm } from '../../features/portfolio/corporate-actions/AnswerForm.tsx';
import { eventPath } from '../../features/portfolio/corporate-actions/CorporateActionCard.tsx';
import { CorporateActionSummary } from '../../features/portfolio/corporate-actions/CorporateActionSummary.tsx';
import {
  isAnswerable,
  isElective,
} from '../../features/portfolio/corporate-actions/corporate-action-format.ts';
import { useCorporateAction } from '../../features/portfolio/corporate-actions/queries.ts';
import { WithdrawAnswer } from '../../features/portfolio/corporate-actions/WithdrawAnswer.tsx';
import { formatMarketTime } from '../../features/trading/fund-orders/fund-order-format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useTimeZoneName } from '../../lib/render-clock.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/portfolio/corporate-actions/corporate-actions.css';

/**
 * One corporate action in one account (…/event/{eventId}/{accid}/{page?}): its summary; on `edit` the
 * answer form of an elective event, on `delete` the withdrawal of its answer. An event that takes no
 * answer says so on either.
 */
export default function CorporateActionEventScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const zone = useTimeZoneName();
  const eventId = String(page.params.eventId ?? '');
  const accid = String(page.params.accid ?? '');
  const subpage = page.params.page === 'edit' || page.params.page === 'delete' ? page.params.page : null;
  const event = useCorporateAction(accid, eventId);
  const accounts = useAccountsQuery();
  const actionId = useId();
  const account = accounts.data?.find((a) => a.accid === accid);
  const accountName = account ? accountOption(account, typeName).label : undefined;
  const title = event.data
    ? t('corporateActions.event.title', {
        type: t(`corporateActions.types.${event.data.type}`),
        name: event.data.instrumentName,
      })
    : t('corporateActions.event.fallbackTitle');
  useDocumentTitle(title);
  const toList = <Link to={pagePath('corporate-actions', page.site)}>{t('corporateActions.toList')}</Link>;

  /** On the summary alone: the way to answer, change or withdraw while answers are open. */
  const answerLinks = () => {
    const data = event.data;
    if (!data || subpage || !isAnswerable(data, new Date())) return null;
    return (
      <p className="ca-actions">
        <Link className="btn btn-primary" to={eventPath(data, accid, page.site, 'edit')}>
          {data.answer ? t('corporateActions.changeAnswer') : t('corporateActions.answer')}
        </Link>
        {data.answer && (
          <Link className="btn btn-secondary" to={eventPath(data, accid, page.site, 'delete')}>
            {t('corporateActions.withdrawAnswer')}
          </Link>
        )}
      </p>
    );
  };

  const action = () => {
    const data = event.data;
    if (!data || !subpage) return null;
    const back = <Link to={eventPath(data, accid, page.site)}>{t('corporateActions.backToEvent')}</Link>;
    let body: ReactNode;
    if (!isElective(data)) {
      body = (
        <p>
          {t('corporateActions.event.takesNoAnswer')} {back}
        </p>
      );
    } else if (!isAnswerable(data, new Date())) {
      body = (
        <p>
          {t('corporateActions.event.answersClosed', {
            deadline: data.deadline ? formatMarketTime(data.deadline, page.site, zone) : '',
          })}{' '}
          {back}
        </p>
      );
    } else if (subpage === 'edit') {
      // What an answer may take, as the server counts it: the free units, plus those the answer holds back.
      body = (
        <AnswerForm
          event={data}
          accid={accid}
          account={accountName}
          available={data.unitsFree + (data.answer?.volume ?? 0)}
          site={page.site}
        />
      );
    } else {
      body = <WithdrawAnswer event={data} accid={accid} site={page.site} />;
    }
    const heading =
      subpage === 'delete'
        ? t('corporateActions.withdraw.title')
        : data.answer
          ? t('corporateActions.form.changeTitle')
          : t('corporateActions.form.title');
    return (
      <section className="card ca-action" aria-labelledby={actionId}>
        <h2 id={actionId}>{heading}</h2>
        {body}
      </section>
    );
  };

  return (
    <section className="portfolio-page ca-page" aria-labelledby="ca-event-title">
      <h1 id="ca-event-title">{title}</h1>
      {event.isPending ? (
        <Spinner />
      ) : event.isError ? (
        <>
          <Alert>{errorMessage(event.error)}</Alert>
          <p>{toList}</p>
        </>
      ) : (
        <>
          <CorporateActionSummary event={event.data} account={accountName} site={page.site} />
          {answerLinks()}
          {action()}
          <p className="ca-more">{toList}</p>
        </>
      )}
    </section>
  );
}
