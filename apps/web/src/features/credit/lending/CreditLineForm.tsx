import type { CreditView } from '@havn/contract/web';
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
import { useOpenCreditLine } from '../queries.ts';

interface LineDraft {
  accid: string;
  creditLimit: string;
  accepted: boolean;
  /** The Idempotency-Key of the request being signed: kept across the trip to the eID. */
  key: string;
}
const DRAFT_KEY = 'havn.credit.line';
const AMOUNT = /^\d{1,9}$/;

/**
 * Asking for a credit limit: the amount within the terms' range, the terms (the rate by the loan's
 * size, interest by the day, what happens when prices fall), accepted, then signed with a fresh eID;
 * the credit check answers at once. The draft survives the eID round trip.
 */
export function CreditLineForm({ credit, site }: { credit: CreditView; site: SiteId }) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const empty = useCallback(
    (): LineDraft => ({ accid: credit.accid, creditLimit: '', accepted: false, key: '' }),
    [credit.accid],
  );
  const [stored, update] = useSessionDraft<LineDraft>(DRAFT_KEY, empty);
  // A draft of another account's line is not this one's.
  const draft = stored.accid === credit.accid ? stored : empty();
  const [problem, setProblem] = useState<'limit' | 'accept' | null>(null);
  const terms = credit.terms!;
  const money = (amount: string) => formatMoney(amount, terms.currency, site);
  const inRange =
    AMOUNT.test(draft.creditLimit) &&
    Number(draft.creditLimit) >= Number(terms.minLimit) &&
    Number(draft.creditLimit) <= Number(terms.maxLimit);
  const submit = useSignedSubmit({
    mutation: useOpenCreditLine(credit.accid),
    variables: (idempotencyKey) => ({ idempotencyKey, body: { creditLimit: draft.creditLimit } }),
    idempotency: { key: draft.key, setKey: (key) => update({ ...draft, key }) },
    onDone: () => update(null),
    resendOnReturn: inRange && draft.accepted,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !inRange ? 'limit' : !draft.accepted ? 'accept' : null;
    setProblem(wrong);
    if (!wrong) submit.send();
  };
  const change = (part: Partial<LineDraft>) => update({ ...draft, ...part, key: '' });
  return (
    <form className="credit-form" onSubmit={onSubmit} noValidate aria-busy={submit.signing}>
      <TextField
        label={t('lending.apply.limit', { currency: terms.currency })}
        inputMode="numeric"
        autoComplete="off"
        value={draft.creditLimit}
        onChange={(event) => {
          setProblem(null);
          change({ creditLimit: event.target.value.replace(/[\s ]/g, '') });
        }}
        hint={t('lending.apply.limitHint', { min: money(terms.minLimit), max: money(terms.maxLimit) })}
        error={problem === 'limit' ? t('lending.apply.limitInvalid') : undefined}
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
            change({ accepted: event.target.checked });
          }}
        />
        <span>{t('lending.apply.accept')}</span>
      </label>
      {problem === 'accept' && <Alert focus>{t('lending.apply.acceptRequired')}</Alert>}
      <SignatureAlerts
        submit={submit}
        cancelled={t('lending.apply.signCancelled')}
        failed={t('lending.apply.signFailed')}
      />
      {submit.error && <Alert focus>{errorMessage(submit.error)}</Alert>}
      <p className="muted">{t('lending.apply.signHint')}</p>
      <div className="credit-actions">
        <Button type="submit" busy={submit.signing}>
          {t('lending.apply.sign')}
        </Button>
      </div>
    </form>
  );
}
