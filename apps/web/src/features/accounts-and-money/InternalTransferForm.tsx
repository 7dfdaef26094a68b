import { api } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { unitsMinus } from '@havn/domain/broker/index';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { formatMoney, formatUnits } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { tradingKeys } from '../trading/queries.ts';
import { useAccountsQuery } from './queries.ts';
import { accountOption } from './select-options.ts';
import { type TransferBody, useInternalTransfer } from './transfer-queries.ts';
import { useAccountTypeName } from './use-account-type-name.ts';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Cash or a holding from one own account to another. The server rules each pair (AF→ISK taxed as a
 * sale, ISK out refused…); a refusal says which rule in the customer's words.
 */
export function InternalTransferForm({ site }: { site: SiteId }) {
  const { t } = useTranslation('payments');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const transfer = useInternalTransfer();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<'CASH' | 'SECURITIES'>('CASH');
  const [amount, setAmount] = useState('');
  const [instrument, setInstrument] = useState('');
  const [volume, setVolume] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pending = useRef<{ key: string; fingerprint: string } | null>(null);
  const kindName = useId();
  const list = accounts.data ?? [];
  const source = list.find((a) => a.accid === from) ?? list[0];
  const target =
    list.find((a) => a.accid === to && a.accid !== source?.accid) ?? list.find((a) => a !== source);
  // Asked for only once there is an account and securities are chosen (no call with an empty accid).
  const positions = useQuery({
    queryKey: tradingKeys.positions(source?.accid ?? ''),
    queryFn: ({ signal }) => callApi(api.portfolio.positions, { params: { accid: source!.accid }, signal }),
    enabled: source !== undefined && kind === 'SECURITIES',
  });
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (!source || !target) {
    return (
      <p>
        {t('transfer.needTwo')}{' '}
        <Link to={pagePath('account-creation', site)}>{t('transfer.openAccount')}</Link>
      </p>
    );
  }
  // Each account with its cash, as the choice of what to move depends on it.
  const option = (a: (typeof list)[number]) => {
    const { value, label } = accountOption(a, typeName);
    return { value, label: `${label} (${formatMoney(a.cash, a.currency, site)})` };
  };
  const holdings = (positions.data ?? []).filter((p) => unitsMinus(p.volume, p.reservedVolume) > 0);
  const holding = holdings.find((p) => String(p.instrumentId) === instrument) ?? holdings[0];

  if (transfer.isSuccess) {
    const done = transfer.data;
    return (
      <div className="transfer-success">
        <Alert tone="success" focus>
          {t('transfer.success')}
          {done.taxableSale && done.price ? ` ${t('transfer.taxable', { price: done.price })}` : ''}
        </Alert>
        <Button
          variant="secondary"
          onClick={() => {
            pending.current = null;
            setAmount('');
            setVolume('');
            transfer.reset();
          }}
        >
          {t('transfer.another')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let body: TransferBody;
    if (kind === 'CASH') {
      const value = normalizeDecimal(amount);
      const valid = AMOUNT.test(value) && Number(value) > 0 && Number(value) <= 1_000_000;
      setInvalid(!valid);
      if (!valid) return;
      body = { fromAccid: source.accid, toAccid: target.accid, amount: value };
    } else {
      const units = Number(volume);
      const valid = holding !== undefined && Number.isInteger(units) && units > 0;
      setInvalid(!valid);
      if (!valid) return;
      body = {
        fromAccid: source.accid,
        toAccid: target.accid,
        instrumentId: holding.instrumentId,
        volume: units,
      };
    }
    const fingerprint = JSON.stringify(body);
    if (pending.current?.fingerprint !== fingerprint)
      pending.current = { key: crypto.randomUUID(), fingerprint };
    transfer.mutate({ body, idempotencyKey: pending.current.key });
  };
  const failure = transfer.error;
  const reason =
    failure instanceof ApiError && failure.code === 'TRANSFER_NOT_ALLOWED'
      ? failure.extensions.reason
      : undefined;

  return (
    <form className="deposit-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('transfer.from')}
        value={source.accid}
        onChange={(event) => setFrom(event.target.value)}
        options={list.map(option)}
      />
      <SelectField
        label={t('transfer.to')}
        value={target.accid}
        onChange={(event) => setTo(event.target.value)}
        options={list.filter((a) => a.accid !== source.accid).map(option)}
      />
      <fieldset className="deposit-methods">
        <legend>{t('transfer.what')}</legend>
        {(['CASH', 'SECURITIES'] as const).map((option) => (
          <label key={option} className="deposit-method">
            <input
              type="radio"
              name={kindName}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            <span>{t(option === 'CASH' ? 'transfer.cash' : 'transfer.securities')}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'CASH' ? (
        <TextField
          label={t('transfer.amount', { currency: source.currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={invalid ? t('transfer.invalidAmount') : undefined}
        />
      ) : positions.isPending ? (
        <Spinner />
      ) : holdings.length === 0 ? (
        <p>{t('transfer.noHoldings')}</p>
      ) : (
        <>
          <SelectField
            label={t('transfer.instrument')}
            value={holding ? String(holding.instrumentId) : ''}
            onChange={(event) => setInstrument(event.target.value)}
            options={holdings.map((p) => ({
              value: String(p.instrumentId),
              label: `${p.name} (${formatUnits(unitsMinus(p.volume, p.reservedVolume), site)})`,
            }))}
          />
          <TextField
            label={t('transfer.volume')}
            inputMode="numeric"
            autoComplete="off"
            value={volume}
            onChange={(event) => setVolume(event.target.value)}
            error={invalid ? t('transfer.invalidVolume') : undefined}
          />
        </>
      )}
      {failure && (
        <Alert focus>
          {reason ? t(`transfer.reasons.${reason as 'SAME_ACCOUNT'}`) : errorMessage(failure)}
        </Alert>
      )}
      <Button type="submit" busy={transfer.isPending}>
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
