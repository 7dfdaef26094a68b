import type { SiteId } from '@havn/domain';
import { fundTransferExpectedBy } from '@havn/domain/broker/fund-transfer';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDay, formatMoney, formatUnits } from '../../../lib/format.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { SignatureAlerts, useSignedSubmit } from '../../identity/use-signed-submit.tsx';
import { BackLink } from './BackLink.tsx';
import { type MoveSavingsDraft, sumMoney } from './move-savings-draft.ts';
import { useFundTransferHoldings, useFundTransferProviders, useStartFundTransfer } from './queries.ts';

/** Today in the customer's country, as YYYY-MM-DD (the expected date counts bank days from it). */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}
const TIME_ZONES: Readonly<Record<string, string>> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
};

/**
 * What moves, the provider's fees, the day it should be done by and what holds meanwhile (the funds
 * cannot be traded), then the signature with a fresh eID (useSignedSubmit: one Idempotency-Key
 * across the round trip), and on to the confirmation.
 */
export function SummaryStep({
  draft,
  update,
  site,
  back,
  done,
}: {
  draft: MoveSavingsDraft;
  update(change: Partial<MoveSavingsDraft> | null): void;
  site: SiteId;
  back: string;
  done(id: string): void;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const providers = useFundTransferProviders();
  const accounts = useAccountsQuery();
  const holdings = useFundTransferHoldings(draft.provider, draft.toAccid, true);
  const submit = useSignedSubmit({
    mutation: useStartFundTransfer(),
    variables: (idempotencyKey) => ({
      idempotencyKey,
      body: { provider: draft.provider, toAccid: draft.toAccid, holdings: draft.holdingIds },
    }),
    idempotency: { key: draft.key, setKey: (key) => update({ key }) },
    onDone: (transfer) => {
      update(null);
      done(transfer.id);
    },
  });

  if (holdings.isPending || accounts.isPending || providers.isPending) return <Spinner />;
  if (holdings.isError || accounts.isError || providers.isError) {
    const error = holdings.error ?? accounts.error ?? providers.error;
    return (
      <Alert>
        {errorMessage(error)}{' '}
        <Button variant="link" onClick={() => void holdings.refetch()}>
          {t('moveSavings.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const chosen = holdings.data.filter((h) => h.movable && draft.holdingIds.includes(h.id));
  const account = accounts.data.find((a) => a.accid === draft.toAccid);
  const provider = providers.data.find((p) => p.id === draft.provider);
  if (chosen.length === 0 || !account || !provider) {
    return (
      <p>
        {t('moveSavings.missing')} <BackLink to={back} />
      </p>
    );
  }
  const currency = chosen[0]!.currency;
  const money = (amount: string) => formatMoney(amount, currency, site);
  const country = (account.country ?? provider.country).toUpperCase();
  const expectedBy = fundTransferExpectedBy(country, today(TIME_ZONES[country] ?? 'Europe/Stockholm'));
  const fees = sumMoney(chosen.map((h) => h.fee));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.send();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submit.signing}>
      <p>{t('moveSavings.summary.intro', { provider: provider.name })}</p>
      <ul className="journey-list">
        {chosen.map((h) => (
          <li key={h.id}>
            <span>
              <strong>{h.name}</strong>
              <br />
              <span className="muted">
                {t('moveSavings.holdings.units', { units: formatUnits(h.units, site) })}
              </span>
            </span>
            <span className="journey-amount">{money(h.value)}</span>
          </li>
        ))}
      </ul>
      <dl className="key-facts">
        <dt>{t('moveSavings.summary.from')}</dt>
        <dd>{provider.name}</dd>
        <dt>{t('moveSavings.summary.to')}</dt>
        <dd>
          {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}
        </dd>
        <dt>{t('moveSavings.summary.value')}</dt>
        <dd>{money(sumMoney(chosen.map((h) => h.value)))}</dd>
        <dt>{t('moveSavings.summary.fees')}</dt>
        <dd>
          {Number(fees) === 0
            ? t('moveSavings.choose.noFee')
            : t('moveSavings.summary.feesValue', { fees: money(fees), provider: provider.name })}
        </dd>
        <dt>{t('moveSavings.summary.expected')}</dt>
        <dd>{formatDay(expectedBy, site)}</dd>
      </dl>
      <ul className="journey-terms">
        <li>{t('moveSavings.summary.whole')}</li>
        <li>
          <strong>{t('moveSavings.summary.noTrading', { provider: provider.name })}</strong>
        </li>
        <li>{t('moveSavings.summary.cost')}</li>
        <li>{t('moveSavings.summary.dateNote')}</li>
      </ul>
      <SignatureAlerts
        submit={submit}
        cancelled={t('moveSavings.summary.signCancelled')}
        failed={t('moveSavings.summary.signFailed')}
      />
      {submit.error && (
        <Alert focus>
          {errorMessage(submit.error)} <BackLink to={back} />
        </Alert>
      )}
      <p className="muted">{t('moveSavings.summary.signHint')}</p>
      <div className="journey-actions">
        <BackLink to={back} />
        <Button type="submit" busy={submit.signing}>
          {t('moveSavings.summary.sign')}
        </Button>
      </div>
    </form>
  );
}
