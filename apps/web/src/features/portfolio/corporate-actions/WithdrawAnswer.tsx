import type { CorporateActionView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useTimeZoneName } from '../../../lib/render-clock.tsx';
import { formatMarketTime } from '../../trading/fund-orders/fund-order-format.ts';
import { useAnswerErrorMessage } from './answer-errors.ts';
import { eventPath } from './CorporateActionCard.tsx';
import { useWithdrawCorporateActionAnswer } from './queries.ts';

/**
 * Withdrawing an answer, after a question that says what it undoes: the units answered are free again
 * and the holder may answer anew until the deadline. Done, the receipt takes focus; refused, the
 * reason does.
 */
export function WithdrawAnswer({
  event,
  accid,
  site,
}: {
  event: CorporateActionView;
  accid: string;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const answerError = useAnswerErrorMessage();
  const withdraw = useWithdrawCorporateActionAnswer();
  const zone = useTimeZoneName();
  const questionId = useId();
  const deadline = event.deadline ? formatMarketTime(event.deadline, site, zone) : '';
  const links = (
    <p className="ca-actions">
      <Link to={eventPath(event, accid, site)}>{t('corporateActions.backToEvent')}</Link>
      <Link to={pagePath('corporate-actions', site)}>{t('corporateActions.toList')}</Link>
    </p>
  );
  if (withdraw.isSuccess) {
    return (
      <Alert tone="success" focus>
        <p>{t('corporateActions.withdraw.done', { deadline })}</p>
        {links}
      </Alert>
    );
  }
  if (!event.answer) {
    return (
      <div className="ca-withdraw">
        <p>{t('corporateActions.withdraw.nothing')}</p>
        {links}
      </div>
    );
  }
  return (
    <section className="ca-withdraw" aria-labelledby={questionId}>
      <h3 id={questionId}>{t('corporateActions.withdraw.question')}</h3>
      <p>
        {t(`corporateActions.withdraw.what.${event.answer.option}`, {
          count: event.answer.volume,
          units: formatUnits(event.answer.volume, site),
          deadline,
        })}
      </p>
      {withdraw.isError && <Alert focus>{answerError(withdraw.error)}</Alert>}
      <p className="ca-actions">
        <Button
          busy={withdraw.isPending}
          onClick={() => withdraw.mutate({ accid, eventId: String(event.eventId) })}
        >
          {t('corporateActions.withdraw.confirm')}
        </Button>
        <Link className="btn btn-secondary" to={eventPath(event, accid, site)}>
          {t('corporateActions.withdraw.keep')}
        </Link>
      </p>
    </section>
  );
}
