import type { SiteId } from '@havn/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { DAY_OF_MONTH_OPTIONS, SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { useCreateRecurringDeposit, useMandates } from './direct-debit-queries.ts';
import { usePayoutAccounts } from './money-out-queries.ts';
import { useAccountsQuery } from './queries.ts';
import { RecurringDepositList } from './RecurringDepositList.tsx';
import { accountOption, payoutOption } from './select-options.ts';
import { useAccountTypeName } from './use-account-type-name.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A new recurring deposit into one of the customer's accounts: an amount, a day of the month, and a
 * bank account with an active mandate to collect it from; then the account's recurring deposits. A
 * retry of the same deposit reuses its key.
 */
export function RecurringDepositForm({ site, schemeName }: { site: SiteId; schemeName: string }) {
  const { t } = useTranslation(['payments', 'market']);
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const payouts = usePayoutAccounts();
  const mandates = useMandates();
  const create = useCreateRecurringDeposit();
  const [accid, setAccid] = useState('');
  const [payoutId, setPayoutId] = useState('');
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(25);
  const [invalid, setInvalid] = useState(false);
  const pending = useRef<{ key: string; fingerprint: string } | null>(null);
  if (accounts.isPending || payouts.isPending || mandates.isPending) return <Spinner />;
  for (const query of [accounts, payouts, mandates]) {
    if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  }
  const chosen = accounts.data!.find((account) => account.accid === accid) ?? accounts.data![0];
  if (!chosen) return <p>{t('market:order.noAccount')}</p>;
  const mandated = new Set(mandates.data!.filter((m) => m.status === 'ACTIVE').map((m) => m.payoutAccountId));
  const sources = payouts.data!.filter((p) => p.status === 'ACTIVE' && mandated.has(p.id));
  const from = sources.find((p) => p.id === payoutId) ?? sources[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from) return;
    const value = normalizeDecimal(amount);
    const valid = AMOUNT.test(value) && Number(value) > 0;
    setInvalid(!valid);
    if (!valid) return;
    const fingerprint = JSON.stringify([chosen.accid, from.id, value, day]);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { key: crypto.randomUUID(), fingerprint };
    }
    create.mutate(
      {
        accid: chosen.accid,
        idempotencyKey: pending.current.key,
        amount: value,
        dayOfMonth: day,
        payoutAccountId: from.id,
      },
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
      <form className="recurring-form" onSubmit={submit} noValidate>
        <SelectField
          label={t('recurring.account')}
          value={chosen.accid}
          onChange={(event) => setAccid(event.target.value)}
          options={accounts.data!.map((account) => accountOption(account, typeName))}
        />
        {from ? (
          <>
            <SelectField
              label={t('recurring.from')}
              value={from.id}
              onChange={(event) => setPayoutId(event.target.value)}
              options={sources.map(payoutOption)}
            />
            <TextField
              label={t('recurring.amount', { currency: chosen.currency })}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={invalid ? t('deposit.invalidAmount') : undefined}
            />
            <SelectField
              label={t('recurring.day')}
              value={String(day)}
              options={DAY_OF_MONTH_OPTIONS}
              onChange={(event) => setDay(Number(event.target.value))}
              hint={t('recurring.dayHint')}
            />
            {create.isError && <Alert focus>{errorMessage(create.error)}</Alert>}
            {create.isSuccess && (
              <Alert tone="success" focus>
                {t('recurring.created', {
                  amount: formatMoney(create.data.amount, create.data.currency, site),
                  date: create.data.nextRunDate ? formatDay(create.data.nextRunDate, site) : '',
                })}
              </Alert>
            )}
            <Button type="submit" busy={create.isPending}>
              {t('recurring.submit')}
            </Button>
          </>
        ) : (
          <Alert tone="info">
            {t('recurring.noMandate', { scheme: schemeName })}{' '}
            <Link to={pagePath('autogiro', site)}>{t('recurring.signMandate', { scheme: schemeName })}</Link>
          </Alert>
        )}
      </form>
      <p className="field-hint">{t('recurring.cutOff')}</p>
      <h2>{t('recurring.yours')}</h2>
      <RecurringDepositList accid={chosen.accid} site={site} />
    </>
  );
}
