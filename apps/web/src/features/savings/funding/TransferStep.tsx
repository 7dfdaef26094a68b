import type { MandateView, PayoutAccountView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { isFundingDayInTime, type SavingsFundingKind } from '@havn/domain/broker/savings-funding';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { DAY_OF_MONTH_OPTIONS, SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatDay, formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { accountOption, payoutOption } from '../../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { normalizeDecimal } from '../../trading/order-estimate.ts';
import { FundingGroupCard } from './FundingGroupCard.tsx';
import { type FundingDraft, isAmount } from './funding-draft.ts';
import { collectableFrom, type FundingGroup } from './use-funding-overview.ts';

/** The account the draft names, else the first whose plans lack money, else the first. */
export function chosenGroup(groups: readonly FundingGroup[], accid: string): FundingGroup | undefined {
  return groups.find((g) => g.account.accid === accid) ?? groups.find((g) => !g.funding.covered) ?? groups[0];
}

/**
 * The first step: the customer's plans of the kind by account with what arrives and what is missing,
 * and the monthly transfer that closes the gap — the account, the bank account with an active
 * mandate, the amount (the gap, ETF buffer included) and the day (a week before the earliest plan
 * day), each of which the customer may change.
 */
export function TransferStep({
  kind,
  groups,
  payouts,
  mandates,
  name,
  draft,
  change,
  site,
  next,
}: {
  kind: SavingsFundingKind;
  groups: readonly FundingGroup[];
  payouts: readonly PayoutAccountView[];
  mandates: readonly MandateView[];
  name: (id: number) => string;
  draft: FundingDraft;
  change(answer: Partial<FundingDraft>): void;
  site: SiteId;
  next(): void;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const [invalid, setInvalid] = useState(false);
  const group = chosenGroup(groups, draft.accid);
  if (!group) {
    return (
      <div className="card funding-empty">
        <p>{t(`funding.empty.${kind}`)}</p>
        <p className="journey-actions">
          <Link className="btn btn-primary" to={pagePath('monthly-savings-create', site)}>
            {t('funding.empty.create')}
          </Link>
          <Link className="btn btn-secondary" to={pagePath('monthly-savings', site)}>
            {t('funding.toList')}
          </Link>
        </p>
      </div>
    );
  }
  const { account, funding } = group;
  const sources = collectableFrom(account, payouts, mandates);
  const from = sources.find((p) => p.id === draft.payoutAccountId) ?? sources[0];
  const amount = draft.amount ?? funding.suggestedAmount ?? '';
  const day = draft.dayOfMonth ?? funding.suggestedDay ?? 1;
  const planDay = funding.earliestPlanDay;
  const late = planDay !== null && !isFundingDayInTime(day, planDay);
  const waiting = mandates.find((m) => m.status === 'REQUESTED' && m.currency === account.currency);
  const money = (value: string) => formatMoney(value, account.currency, site);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeDecimal(amount);
    if (!from || !isAmount(value)) {
      setInvalid(true);
      return;
    }
    change({ accid: account.accid, payoutAccountId: from.id, amount: value, dayOfMonth: day });
    next();
  };

  return (
    <form onSubmit={submit} noValidate className="funding-transfer">
      {groups.length > 1 && (
        <SelectField
          label={t('funding.account')}
          value={account.accid}
          // Another account: its own suggestion, not the last one's.
          onChange={(event) => change({ accid: event.target.value, amount: null, dayOfMonth: null })}
          options={groups.map((g) => accountOption(g.account, typeName))}
        />
      )}
      <FundingGroupCard group={group} payouts={payouts} name={name} site={site} />
      <h3>{t('funding.transferTitle')}</h3>
      {funding.covered ? (
        <Alert tone="info">{t('funding.covered')}</Alert>
      ) : (
        <p>
          {t('funding.proposal', {
            amount: money(funding.suggestedAmount ?? funding.gap),
            day: funding.suggestedDay,
          })}
        </p>
      )}
      {from ? (
        <>
          <SelectField
            label={t('funding.from')}
            value={from.id}
            onChange={(event) => change({ payoutAccountId: event.target.value })}
            options={sources.map(payoutOption)}
          />
          <TextField
            label={t('funding.amount', { currency: account.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setInvalid(false);
              change({ amount: event.target.value });
            }}
            hint={
              funding.suggestedAmount
                ? t(funding.etfBuffer === '0.00' ? 'funding.amountHint' : 'funding.amountHintEtf', {
                    amount: money(funding.suggestedAmount),
                  })
                : undefined
            }
            error={invalid ? t('funding.invalidAmount') : undefined}
          />
          <SelectField
            label={t('form.day')}
            value={String(day)}
            options={DAY_OF_MONTH_OPTIONS}
            onChange={(event) => change({ dayOfMonth: Number(event.target.value) })}
            hint={
              late
                ? t('funding.dayLate', { planDay })
                : t('funding.dayHint', { day: funding.suggestedDay, planDay })
            }
          />
          <div className="journey-actions">
            <Link className="btn btn-secondary" to={pagePath('monthly-savings', site)}>
              {t('funding.toList')}
            </Link>
            <Button type="submit">{t('wizard.next')}</Button>
          </div>
        </>
      ) : (
        <Alert tone="info">
          {waiting
            ? t('funding.mandateWaiting', { date: formatDay(waiting.expectedActiveDate, site) })
            : t('funding.noMandate')}{' '}
          <Link to={pagePath('autogiro', site)}>{t('funding.setUpMandate')}</Link>
          {payouts.every((p) => p.status !== 'ACTIVE') && (
            <>
              {' · '}
              <Link to={pagePath('pre-register', site, {})}>{t('funding.addBankAccount')}</Link>
            </>
          )}
        </Alert>
      )}
    </form>
  );
}
