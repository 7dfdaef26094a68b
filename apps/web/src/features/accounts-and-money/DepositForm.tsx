import type { SiteId } from '@havn/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useNavigate } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { useDeposit } from '../trading/queries.ts';
import { useStartOpenBankingDeposit } from './deposit-queries.ts';
import { useAccountsQuery } from './queries.ts';
import { accountOption } from './select-options.ts';
import { useAccountTypeName } from './use-account-type-name.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
type Method = 'OPEN_BANKING' | 'SIMULATED';

/**
 * A deposit in the account's currency: instantly from the customer's bank (open banking: the
 * provider's page, then back to deposit-finalize), or the demo transfer that arrives at once. A retry
 * of the same deposit reuses its idempotency key.
 */
export function DepositForm({ site }: { site: SiteId }) {
  const { t } = useTranslation('market');
  const { t: tp } = useTranslation('payments');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const accounts = useAccountsQuery();
  const deposit = useDeposit();
  const instant = useStartOpenBankingDeposit();
  const [accid, setAccid] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<Method>('OPEN_BANKING');
  const [invalid, setInvalid] = useState(false);
  const pending = useRef<{ key: string; fingerprint: string } | null>(null);
  const methodName = useId();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  const chosen = accounts.data.find((account) => account.accid === accid) ?? accounts.data[0];
  if (!chosen) return <p>{t('order.noAccount')}</p>;

  if (deposit.isSuccess) {
    return (
      <div className="deposit-success">
        <Alert tone="success" focus>
          {tp('deposit.success', { amount: formatMoney(deposit.data.amount, deposit.data.currency, site) })}
        </Alert>
        <Button
          variant="secondary"
          onClick={() => {
            pending.current = null;
            setAmount('');
            deposit.reset();
          }}
        >
          {tp('deposit.another')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeDecimal(amount);
    const valid = AMOUNT.test(value) && Number(value) > 0 && Number(value) <= 1_000_000;
    setInvalid(!valid);
    if (!valid) return;
    const fingerprint = JSON.stringify([chosen.accid, value, method]);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { key: crypto.randomUUID(), fingerprint };
    }
    const input = {
      accid: chosen.accid,
      idempotencyKey: pending.current.key,
      amount: value,
      currency: chosen.currency,
    };
    if (method === 'SIMULATED') {
      deposit.mutate(input);
      return;
    }
    instant.mutate(
      { ...input, site },
      {
        onSuccess: (started) =>
          navigate(pagePath('trustly-loading', site), {
            state: { accid: chosen.accid, requestId: started.requestId },
          }),
      },
    );
  };
  const failed = deposit.isError ? deposit.error : instant.isError ? instant.error : null;

  return (
    <form className="deposit-form" onSubmit={submit} noValidate>
      <fieldset className="deposit-methods">
        <legend>{tp('deposit.method')}</legend>
        {(['OPEN_BANKING', 'SIMULATED'] as const).map((option) => (
          <label key={option} className="deposit-method">
            <input
              type="radio"
              name={methodName}
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
            />
            <span>
              <strong>{tp(option === 'OPEN_BANKING' ? 'deposit.instant' : 'deposit.demo')}</strong>
              <br />
              <span className="muted">
                {tp(option === 'OPEN_BANKING' ? 'deposit.instantHint' : 'deposit.demoHint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <SelectField
        label={tp('deposit.account')}
        value={chosen.accid}
        onChange={(event) => setAccid(event.target.value)}
        options={accounts.data.map((account) => accountOption(account, typeName))}
      />
      <TextField
        label={tp('deposit.amount', { currency: chosen.currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={invalid ? tp('deposit.invalidAmount') : undefined}
      />
      {failed && <Alert focus>{errorMessage(failed)}</Alert>}
      <Button type="submit" busy={deposit.isPending || instant.isPending}>
        {method === 'OPEN_BANKING' ? tp('deposit.toBank') : tp('deposit.submit')}
      </Button>
    </form>
  );
}
