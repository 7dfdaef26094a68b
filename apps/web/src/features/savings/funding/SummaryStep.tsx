import type { PayoutAccountView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useCreateRecurringDeposit } from '../../accounts-and-money/direct-debit-queries.ts';
import { accountOption } from '../../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { isRetryable } from '../../trading/idempotent-submission.ts';
import { bankLabel, useBuysLine } from './FundingGroupCard.tsx';
import { type FundingDraft, isAmount } from './funding-draft.ts';
import type { FundingGroup } from './use-funding-overview.ts';

/** The draft's transfer, whole, with what it goes to; null when an answer is missing or no longer holds. */
export function reviewedTransfer(
  draft: FundingDraft,
  groups: readonly FundingGroup[],
  sources: (group: FundingGroup) => readonly PayoutAccountView[],
): { group: FundingGroup; from: PayoutAccountView; amount: string; day: number } | null {
  const group = groups.find((g) => g.account.accid === draft.accid);
  const from = group && sources(group).find((p) => p.id === draft.payoutAccountId);
  if (!group || !from || draft.amount === null || !isAmount(draft.amount) || draft.dayOfMonth === null) {
    return null;
  }
  return { group, from, amount: draft.amount, day: draft.dayOfMonth };
}

/**
 * The review in plain words — each month on its day the amount is collected from the bank account
 * into the account, and on their days the plans buy — then Confirm. The recurring deposit is sent with
 * the draft's Idempotency-Key, kept until the server answers for certain, so a retried confirm (a
 * double click, a lost answer, a reload) finds the deposit it made instead of making another.
 */
export function SummaryStep({
  transfer,
  name,
  draft,
  update,
  back,
  site,
}: {
  transfer: NonNullable<ReturnType<typeof reviewedTransfer>>;
  name: (id: number) => string;
  draft: FundingDraft;
  update(change: Partial<FundingDraft>): void;
  back: string;
  site: SiteId;
}) {
  const { t } = useTranslation('savings');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const buys = useBuysLine(name);
  const create = useCreateRecurringDeposit();
  const { group, from, amount, day } = transfer;
  const { account } = group;
  const money = (value: string) => formatMoney(value, account.currency, site);
  const accountName = accountOption(account, typeName).label;
  // What buys from the cash this transfer brings: a plan paid by direct debit brings its own.
  const plans = [...group.plans, ...group.others.filter((p) => p.source === 'CASH')].sort(
    (a, b) => a.dayOfMonth - b.dayOfMonth,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const key = draft.key || crypto.randomUUID();
    if (key !== draft.key) update({ key });
    create.mutate(
      { accid: account.accid, idempotencyKey: key, amount, dayOfMonth: day, payoutAccountId: from.id },
      {
        onSuccess: (made) => update({ made, key: '' }),
        // A definite refusal: the next attempt is a new request with a new key.
        onError: (failure) => {
          if (!isRetryable(failure)) update({ key: '' });
        },
      },
    );
  };
  const mandateGone = create.error instanceof ApiError && create.error.code === 'MANDATE_NOT_ACTIVE';

  return (
    <form className="funding-summary" onSubmit={submit} noValidate aria-busy={create.isPending}>
      <p>{t('funding.summary.intro')}</p>
      <ol className="funding-story">
        <li>
          {t('funding.summary.collect', {
            day,
            amount: money(amount),
            bank: bankLabel(from),
            account: accountName,
          })}
        </li>
        {plans.map((plan) => (
          <li key={plan.id}>
            {t('funding.summary.buys', {
              day: plan.dayOfMonth,
              amount: money(plan.amount),
              buys: buys(plan),
            })}
          </li>
        ))}
      </ol>
      <dl className="savings-facts">
        <dt>{t('funding.from')}</dt>
        <dd>{bankLabel(from)}</dd>
        <dt>{t('funding.to')}</dt>
        <dd>{accountName}</dd>
        <dt>{t('funding.amountShort')}</dt>
        <dd>{money(amount)}</dd>
        <dt>{t('form.day')}</dt>
        <dd>{t('plan.dayValue', { day })}</dd>
      </dl>
      <p className="muted">{t('funding.summary.terms')}</p>
      {create.isError && (
        <Alert focus>
          {errorMessage(create.error)}{' '}
          {mandateGone ? (
            <Link to={pagePath('autogiro', site)}>{t('funding.setUpMandate')}</Link>
          ) : (
            !isRetryable(create.error) && <Link to={back}>{t('funding.change')}</Link>
          )}
        </Alert>
      )}
      <div className="journey-actions">
        <Link className="btn btn-secondary" to={back}>
          {t('wizard.back')}
        </Link>
        <Button type="submit" busy={create.isPending}>
          {t('funding.summary.confirm')}
        </Button>
      </div>
    </form>
  );
}
