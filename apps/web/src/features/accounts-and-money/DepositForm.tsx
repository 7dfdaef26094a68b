import type { SiteId } from '@havn/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { useDeposit } from '../trading/queries.ts';
import { useAccountsQuery } from './queries.ts';
import { useAccountTypeName } from './use-account-type-name.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** A simulated bank deposit in the account's currency; a retry of the same deposit reuses its key. */
export function DepositForm({ site }: { site: SiteId }) {
  const { t } = useTranslation('market');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const deposit = useDeposit();
  const [accid, setAccid] = useState('');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pending = useRef<{ key: string; fingerprint: string } | null>(null);
  const accountId = useId();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  const chosen = accounts.data.find((account) => account.accid === accid) ?? accounts.data[0];
  if (!chosen) return <p>{t('order.noAccount')}</p>;

  if (deposit.isSuccess) {
    return (
      <div role="status" className="deposit-success">
        <Alert tone="success">
          {t('deposit.success', { amount: formatMoney(deposit.data.amount, deposit.data.currency, site) })}
        </Alert>
        <Button
          variant="secondary"
          onClick={() => {
            pending.current = null;
            setAmount('');
            deposit.reset();
          }}
        >
          {t('deposit.another')}
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
    const fingerprint = JSON.stringify([chosen.accid, value]);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { key: crypto.randomUUID(), fingerprint };
    }
    deposit.mutate({
      accid: chosen.accid,
      idempotencyKey: pending.current.key,
      amount: value,
      currency: chosen.currency,
    });
  };

  return (
    <form className="deposit-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={accountId}>{t('deposit.account')}</label>
        <select id={accountId} value={chosen.accid} onChange={(event) => setAccid(event.target.value)}>
          {accounts.data.map((account) => (
            <option key={account.accid} value={account.accid}>
              {account.alias ?? typeName(account.accountType)} {account.accountNumber}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('deposit.amount', { currency: chosen.currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={invalid ? t('deposit.invalidAmount') : undefined}
      />
      {deposit.isError && <Alert>{errorMessage(deposit.error)}</Alert>}
      <Button type="submit" busy={deposit.isPending}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
