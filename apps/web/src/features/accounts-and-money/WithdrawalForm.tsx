import type { SiteId } from '@havn/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { usePayoutAccounts, useWithdraw } from './money-out-queries.ts';
import { useAccountsQuery } from './queries.ts';
import { accountOption, payoutOption } from './select-options.ts';
import { useAccountTypeName } from './use-account-type-name.ts';
import { WithdrawalList } from './WithdrawalList.tsx';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A withdrawal from one of the customer's accounts to an active payout account, within what may be
 * withdrawn; the answer says the day the money arrives. A retry of the same withdrawal reuses its key.
 */
export function WithdrawalForm({ site }: { site: SiteId }) {
  const { t } = useTranslation(['market', 'payments']);
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const payouts = usePayoutAccounts();
  const withdraw = useWithdraw();
  const [accid, setAccid] = useState('');
  const [payoutId, setPayoutId] = useState('');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pending = useRef<{ key: string; fingerprint: string } | null>(null);
  if (accounts.isPending || payouts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (payouts.isError) return <Alert>{errorMessage(payouts.error)}</Alert>;
  const chosen = accounts.data.find((account) => account.accid === accid) ?? accounts.data[0];
  if (!chosen) return <p>{t('order.noAccount')}</p>;
  const active = payouts.data.filter((p) => p.status === 'ACTIVE');
  const to = active.find((p) => p.id === payoutId) ?? active[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to) return;
    const value = normalizeDecimal(amount);
    const valid = AMOUNT.test(value) && Number(value) > 0;
    setInvalid(!valid);
    if (!valid) return;
    const fingerprint = JSON.stringify([chosen.accid, to.id, value]);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { key: crypto.randomUUID(), fingerprint };
    }
    withdraw.mutate(
      { accid: chosen.accid, idempotencyKey: pending.current.key, amount: value, payoutAccountId: to.id },
      {
        onSuccess: () => {
          pending.current = null;
          setAmount('');
        },
      },
    );
  };

  return (
    <>
      <form className="withdrawal-form" onSubmit={submit} noValidate>
        <SelectField
          label={t('payments:withdrawals.from')}
          value={chosen.accid}
          onChange={(event) => setAccid(event.target.value)}
          options={accounts.data.map((account) => accountOption(account, typeName))}
        />
        <p>
          {t('payments:withdrawals.withdrawable', {
            amount: formatMoney(chosen.withdrawable, chosen.currency, site),
          })}
          {chosen.unsettled !== '0.00' && (
            <>
              {' '}
              <span className="muted">
                {t('payments:withdrawals.unsettled', {
                  amount: formatMoney(chosen.unsettled, chosen.currency, site),
                })}
              </span>
            </>
          )}
        </p>
        {to ? (
          <>
            <SelectField
              label={t('payments:withdrawals.to')}
              value={to.id}
              onChange={(event) => setPayoutId(event.target.value)}
              options={active.map(payoutOption)}
            />
            <TextField
              label={t('payments:withdrawals.amount', { currency: chosen.currency })}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={invalid ? t('payments:deposit.invalidAmount') : undefined}
            />
            <p className="field-hint">{t('payments:withdrawals.cutOff')}</p>
            {withdraw.isError && <Alert focus>{errorMessage(withdraw.error)}</Alert>}
            {withdraw.isSuccess && (
              <Alert tone="success" focus>
                {t('payments:withdrawals.requested', {
                  amount: formatMoney(withdraw.data.amount, withdraw.data.currency, site),
                  date: formatDay(withdraw.data.expectedArrival, site),
                })}
              </Alert>
            )}
            <Button type="submit" busy={withdraw.isPending}>
              {t('payments:withdrawals.submit')}
            </Button>
          </>
        ) : (
          <Alert tone="info">
            {t('payments:withdrawals.noPayoutAccount')}{' '}
            <Link to={pagePath('pre-register', site, { tab: 'iban', action: 'add' })}>
              {t('payments:preRegister.add')}
            </Link>
          </Alert>
        )}
      </form>
      <h2>{t('payments:withdrawals.history')}</h2>
      <WithdrawalList accid={chosen.accid} site={site} />
    </>
  );
}
