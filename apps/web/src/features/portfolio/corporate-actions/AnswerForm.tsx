import type { CorporateActionView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type CorporateActionOption, cashForUnits, checkAnswer } from '@havn/domain/broker/index';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { focusOn } from '../../../lib/focus.ts';
import { formatMoney, formatUnits } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useTimeZoneName } from '../../../lib/render-clock.tsx';
import { formatMarketTime } from '../../trading/fund-orders/fund-order-format.ts';
import { answerProblemOf, UNIT_PROBLEMS, useAnswerErrorMessage } from './answer-errors.ts';
import { eventPath } from './CorporateActionCard.tsx';
import { useAnswerCorporateAction } from './queries.ts';

const WHOLE = /^\d{1,9}$/;

type Step = 'edit' | 'review' | 'done';

/**
 * The answer to an elective event (a tender offer), or its change: an option and whole units from 1
 * to those it may take (held and not held back by an order), checked here by the domain's rule before a summary says what will happen; Confirm
 * sends it. Focus follows each step: the summary's heading, the units field when it is refused, the
 * receipt when it is registered.
 */
export function AnswerForm({
  event,
  accid,
  account,
  available,
  site,
}: {
  event: CorporateActionView;
  accid: string;
  account: string | undefined;
  /** The units this answer may take: free ones, plus those the answer before holds back. */
  available: number;
  site: SiteId;
}) {
  const { t } = useTranslation('portfolio');
  const answerError = useAnswerErrorMessage();
  const answer = useAnswerCorporateAction();
  const zone = useTimeZoneName();
  const [option, setOption] = useState<CorporateActionOption | undefined>(
    event.answer?.option ?? (event.options.length === 1 ? event.options[0] : undefined),
  );
  const [units, setUnits] = useState(event.answer ? String(event.answer.volume) : '');
  const [unitsError, setUnitsError] = useState<string | undefined>();
  const [optionError, setOptionError] = useState<string | undefined>();
  const [step, setStep] = useState<Step>('edit');
  const unitsId = useId();
  const optionName = useId();
  const optionsId = useId();
  const reviewRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes once a step has drawn: asked for by the step that moves it.
  const [focusTo, setFocusTo] = useState<{ target: 'units' | 'option' | 'review' } | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    if (focusTo.target === 'units') focusOn(document.getElementById(unitsId));
    else if (focusTo.target === 'option')
      focusOn(document.getElementById(optionsId)?.querySelector<HTMLInputElement>('input'));
    else focusOn(reviewRef.current);
  }, [focusTo, unitsId, optionsId]);

  const held = formatUnits(available, site);
  const deadline = event.deadline ? formatMarketTime(event.deadline, site, zone) : '';
  const volume = WHOLE.test(units.trim()) ? Number(units.trim()) : null;

  const review = (submitted: FormEvent) => {
    submitted.preventDefault();
    answer.reset();
    if (!option) {
      setOptionError(t('corporateActions.form.chooseOption'));
      setFocusTo({ target: 'option' });
      return;
    }
    setOptionError(undefined);
    const problem = checkAnswer({
      type: event.type,
      deadline: event.deadline ? new Date(event.deadline) : null,
      now: new Date(),
      option,
      volume,
      available: String(available),
    });
    if (problem && UNIT_PROBLEMS.includes(problem)) {
      setUnitsError(answerError(problem, held));
      setFocusTo({ target: 'units' });
      return;
    }
    setUnitsError(undefined);
    setStep('review');
    setFocusTo({ target: 'review' });
  };

  const confirm = () => {
    if (!option || volume === null) return;
    answer.mutate(
      { accid, eventId: String(event.eventId), option, volume },
      {
        onSuccess: () => {
          setStep('done');
        },
        onError: (error) => {
          const code = answerProblemOf(error);
          if (code && UNIT_PROBLEMS.includes(code)) {
            setUnitsError(answerError(error, held));
            setStep('edit');
            setFocusTo({ target: 'units' });
          }
        },
      },
    );
  };

  if (step === 'done' && answer.data) {
    const saved = answer.data.answer;
    return (
      <Alert tone="success" focus>
        <p>
          {saved
            ? t(`corporateActions.form.saved.${saved.option}`, {
                count: saved.volume,
                units: formatUnits(saved.volume, site),
                deadline,
              })
            : t('corporateActions.form.savedPlain')}
        </p>
        <p className="ca-actions">
          <Link to={eventPath(event, accid, site)}>{t('corporateActions.backToEvent')}</Link>
          <Link to={pagePath('corporate-actions', site)}>{t('corporateActions.toList')}</Link>
        </p>
      </Alert>
    );
  }

  const price = event.amountPerShare && event.currency ? event.amountPerShare : null;
  const proceeds =
    price && event.currency && volume !== null
      ? formatMoney(
          cashForUnits(String(volume), { amountPerShare: price, currency: event.currency }),
          event.currency,
          site,
        )
      : null;
  const refused = answer.isError && !UNIT_PROBLEMS.includes(answerProblemOf(answer.error) ?? '');

  if (step === 'review' && option && volume !== null) {
    return (
      <section className="ca-review" aria-labelledby={`${unitsId}-review`}>
        <h3 id={`${unitsId}-review`} ref={reviewRef}>
          {t('corporateActions.form.reviewTitle')}
        </h3>
        <p>
          {t(`corporateActions.form.review.${option}`, {
            count: volume,
            units: formatUnits(volume, site),
            name: event.instrumentName,
            price: price && event.currency ? formatMoney(price, event.currency, site) : '',
          })}
        </p>
        <dl className="order-summary ca-facts">
          <div>
            <dt>{t('corporateActions.facts.units')}</dt>
            <dd>{t('corporateActions.shares', { count: volume, units: formatUnits(volume, site) })}</dd>
          </div>
          {price && event.currency && (
            <div>
              <dt>{t('corporateActions.facts.pricePerShare')}</dt>
              <dd>{formatMoney(price, event.currency, site)}</dd>
            </div>
          )}
          {proceeds && (
            <div>
              <dt>{t('corporateActions.form.proceeds')}</dt>
              <dd>{proceeds}</dd>
            </div>
          )}
          {account && (
            <div>
              <dt>{t('corporateActions.facts.account')}</dt>
              <dd>{account}</dd>
            </div>
          )}
          <div>
            <dt>{t('corporateActions.facts.deadline')}</dt>
            <dd>{deadline}</dd>
          </div>
        </dl>
        <p>{t('corporateActions.form.heldBack', { deadline })}</p>
        {refused && <Alert focus>{answerError(answer.error)}</Alert>}
        <p className="ca-actions">
          <Button busy={answer.isPending} onClick={confirm}>
            {t('corporateActions.form.confirm')}
          </Button>
          <Button
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => {
              answer.reset();
              setStep('edit');
              setFocusTo({ target: 'units' });
            }}
          >
            {t('corporateActions.form.back')}
          </Button>
        </p>
      </section>
    );
  }

  return (
    <form className="ca-form" onSubmit={review} noValidate>
      <fieldset
        id={optionsId}
        className="ca-options"
        aria-describedby={optionError ? `${optionsId}-error` : undefined}
      >
        <legend>{t('corporateActions.form.option')}</legend>
        {event.options.map((choice) => (
          <label key={choice} className="radio">
            <input
              type="radio"
              name={optionName}
              value={choice}
              checked={option === choice}
              onChange={() => setOption(choice)}
            />{' '}
            {t(`corporateActions.form.options.${choice}`, {
              price: price && event.currency ? formatMoney(price, event.currency, site) : '',
            })}
          </label>
        ))}
        {optionError && (
          <p id={`${optionsId}-error`} className="field-error">
            {optionError}
          </p>
        )}
      </fieldset>
      <TextField
        id={unitsId}
        label={t('corporateActions.form.units')}
        hint={t('corporateActions.form.unitsHint', { held })}
        inputMode="numeric"
        autoComplete="off"
        value={units}
        onChange={(changed) => setUnits(changed.target.value)}
        error={unitsError}
      />
      <p className="muted small">{t('corporateActions.form.keep', { deadline })}</p>
      <p className="ca-actions">
        <Button type="submit">{t('corporateActions.form.reviewButton')}</Button>
        <Link className="btn btn-secondary" to={eventPath(event, accid, site)}>
          {t('corporateActions.form.cancel')}
        </Link>
      </p>
    </form>
  );
}
