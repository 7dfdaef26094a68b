import type { CreditLineView, CreditView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { SignatureAlerts, useSignedSubmit } from '../../identity/use-signed-submit.tsx';
import { useSessionDraft } from '../../savings/session-draft.ts';
import { useChangeCreditLimit, useOpenCreditLine } from '../queries.ts';

interface LineDraft {
  accid: string;
  creditLimit: string;
  accepted: boolean;
  /** The Idempotency-Key of the request being signed: kept across the trip to the eID. */
  key: string;
}
const DRAFT_KEY = 'havn.credit.line';
const CHANGE_DRAFT_KEY = 'havn.credit.change';
const AMOUNT = /^\d{1,9}$/;

/** Whether a change of this account's limit was being signed (so its form opens again after the eID). */
export function changingLimitOf(accid: string): boolean {
  try {
    const stored = window.sessionStorage.getItem(CHANGE_DRAFT_KEY);
    return stored !== null && (JSON.parse(stored) as Partial<LineDraft>).accid === accid;
  } catch {
    return false;
  }
}

/** The limit as the form shows it: whole (a limit is asked for in whole units). */
const wholeOf = (amount: string) => amount.replace(/\.0+$/, '');

/**
 * Asking for a credit limit, or changing the one granted (`line`): the amount within the terms' range
 * (a new limit never below what is borrowed, nor the same), the terms (the rate by the loan's size,
 * interest by the day, what happens when prices fall), accepted, then signed with a fresh eID; the
 * credit check answers at once (a lower limit needs none). The draft survives the eID round trip.
 */
export function CreditLineForm({
  credit,
  site,
  line,
  onCancel,
  onChanged,
}: {
  credit: CreditView;
  site: SiteId;
  line?: CreditLineView;
  onCancel?: () => void;
  onChanged?: (line: CreditLineView) => void;
}) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const changing = line !== undefined;
  const empty = useCallback(
    (): LineDraft => ({
      accid: credit.accid,
      creditLimit: line ? wholeOf(line.creditLimit) : '',
      accepted: false,
      key: '',
    }),
    [credit.accid, line],
  );
  const [stored, update] = useSessionDraft<LineDraft>(changing ? CHANGE_DRAFT_KEY : DRAFT_KEY, empty);
  // A draft of another account's line is not this one's.
  const draft = stored.accid === credit.accid ? stored : empty();
  const [problem, setProblem] = useState<'limit' | 'belowLoan' | 'same' | 'accept' | null>(null);
  const terms = credit.terms!;
  const money = (amount: string) => formatMoney(amount, terms.currency, site);
  const asked = Number(draft.creditLimit);
  const inRange =
    AMOUNT.test(draft.creditLimit) && asked >= Number(terms.minLimit) && asked <= Number(terms.maxLimit);
  const belowLoan = changing && asked < Number(credit.standing.loan);
  const same = line !== undefined && asked === Number(line.creditLimit);
  const open = useOpenCreditLine(credit.accid);
  const change = useChangeCreditLimit(credit.accid);
  const submit = useSignedSubmit<{ idempotencyKey: string; body: { creditLimit: string } }, CreditLineView>({
    mutation: changing ? change : open,
    variables: (idempotencyKey) => ({ idempotencyKey, body: { creditLimit: draft.creditLimit } }),
    idempotency: { key: draft.key, setKey: (key) => update({ ...draft, key }) },
    onDone: (made) => {
      update(null);
      onChanged?.(made);
    },
    resendOnReturn: inRange && !belowLoan && !same && draft.accepted,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !inRange
      ? 'limit'
      : belowLoan
        ? 'belowLoan'
        : same
          ? 'same'
          : !draft.accepted
            ? 'accept'
            : null;
    setProblem(wrong);
    if (!wrong) submit.send();
  };
  const words = changing ? 'lending.change' : 'lending.apply';
  const edit = (part: Partial<LineDraft>) => update({ ...draft, ...part, key: '' });
  return (
    <form className="credit-form" onSubmit={onSubmit} noValidate aria-busy={submit.signing}>
      <TextField
        label={t('lending.apply.limit', { currency: terms.currency })}
        inputMode="numeric"
        autoComplete="off"
        value={draft.creditLimit}
        onChange={(event) => {
          setProblem(null);
          edit({ creditLimit: event.target.value.replace(/[\s ]/g, '') });
        }}
        hint={t('lending.apply.limitHint', { min: money(terms.minLimit), max: money(terms.maxLimit) })}
        error={
          problem === 'limit'
            ? t('lending.apply.limitInvalid')
            : problem === 'belowLoan'
              ? t('lending.change.belowLoan', { loan: money(credit.standing.loan) })
              : problem === 'same'
                ? t('lending.change.same')
                : undefined
        }
      />
      <ul className="credit-terms">
        <li>
          {terms.rates.length === 1
            ? t('lending.apply.rate', { rate: terms.rates[0]!.percent })
            : t('lending.apply.rateTiers', {
                low: terms.rates[0]!.percent,
                upTo: money(terms.rates[0]!.upTo ?? '0'),
                high: terms.rates[terms.rates.length - 1]!.percent,
              })}
        </li>
        <li>{t('lending.apply.borrow')}</li>
        <li>{t('lending.apply.repay')}</li>
        <li>
          <strong>{t('lending.apply.fall')}</strong>
        </li>
        <li>{t('lending.apply.check')}</li>
      </ul>
      <label className="choice">
        <input
          type="checkbox"
          checked={draft.accepted}
          onChange={(event) => {
            setProblem(null);
            edit({ accepted: event.target.checked });
          }}
        />
        <span>{t(`${words}.accept`)}</span>
      </label>
      {problem === 'accept' && <Alert focus>{t('lending.apply.acceptRequired')}</Alert>}
      <SignatureAlerts
        submit={submit}
        cancelled={t(`${words}.signCancelled`)}
        failed={t(`${words}.signFailed`)}
      />
      {submit.error && <Alert focus>{errorMessage(submit.error)}</Alert>}
      <p className="muted">{t(`${words}.signHint`)}</p>
      <div className="credit-actions">
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              update(null);
              onCancel();
            }}
          >
            {t('lending.change.cancel')}
          </Button>
        )}
        <Button type="submit" busy={submit.signing}>
          {t(`${words}.sign`)}
        </Button>
      </div>
    </form>
  );
}
