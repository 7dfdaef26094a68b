import type { Account, FundRebalanceBody, FundRebalanceView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { dec } from '@havn/domain/broker/index';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { focusOn } from '../../../lib/focus.ts';
import { formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useRiskProfileQuery } from '../../accounts-and-money/account-queries.ts';
import { accountOption } from '../../accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { instrumentQueryOptions } from '../../market-data/instrument/queries.ts';
import { useSavingsPlans } from '../../savings/queries.ts';
import { isFundType } from '../fund-orders/fund-order-draft.ts';
import { isRetryable, keyFor, type PendingSubmission } from '../idempotent-submission.ts';
import { type FundAccount, useGuideMix, usePlaceRebalance, useRebalancePreview } from './queries.ts';
import { RebalanceReceipt } from './RebalanceReceipt.tsx';
import { RebalanceTrades } from './RebalanceTrades.tsx';
import { checkMix, equalSplit, mixFrom, type TargetMix, type TargetSource } from './rebalance-draft.ts';
import { type MixRow, TargetMixTable } from './TargetMixTable.tsx';
import './FundRebalance.css';

interface SourceMix {
  allocations: { instrumentId: number; percent: number }[];
  names: Map<number, string>;
}

/** The account's savings plan as a target, when it buys funds only (ETFs trade on the exchange). */
function usePlanMix(accid: string): { pending: boolean; mix: SourceMix | null } {
  const plans = useSavingsPlans();
  const plan = (plans.data ?? []).find((p) => p.accid === accid && p.status !== 'CANCELLED');
  const ids = plan?.allocations.map((a) => a.instrumentId) ?? [];
  const instruments = useQueries({ queries: ids.map((id) => instrumentQueryOptions(String(id))) });
  if (plans.isPending || instruments.some((q) => q.isPending)) return { pending: true, mix: null };
  if (!plan || instruments.some((q) => !q.data || !isFundType(q.data.type)))
    return { pending: false, mix: null };
  return {
    pending: false,
    mix: {
      allocations: plan.allocations,
      names: new Map(instruments.map((q) => [q.data!.id, q.data!.name])),
    },
  };
}

/**
 * Rebalancing one account's funds: the mix now against a target (the account's savings plan, the
 * portfolio guide at the customer's risk level, or their own percentages), the trades the server
 * proposes for it with their cut-offs and trade dates, a check, and the receipt. The server works the
 * trades out again when they are placed; one Idempotency-Key per intended rebalance, kept for a
 * retry after a failure without an answer.
 */
export function FundRebalance({ holding, site }: { holding: FundAccount; site: SiteId }) {
  const { t } = useTranslation('rebalance');
  const { account, funds } = holding;
  const errorMessage = useErrorMessage();
  const planMix = usePlanMix(account.accid);
  const risk = useRiskProfileQuery();
  const riskLevel = risk.data?.riskLevel ?? null;
  const guide = useGuideMix(riskLevel, account.currency);
  const guideMix: SourceMix | null =
    guide.data && guide.data.allocations.length > 0 && guide.data.allocations.every((a) => isFundType(a.type))
      ? {
          allocations: guide.data.allocations,
          names: new Map(guide.data.allocations.map((a) => [a.instrumentId, a.name])),
        }
      : null;
  const sourcesPending = planMix.pending || risk.isPending || (riskLevel !== null && guide.isPending);
  const heldIds = funds.map((f) => f.instrumentId);
  const ownMix = (): TargetMix => ({ source: 'own', percents: equalSplit(heldIds) });
  const [mix, setMix] = useState<TargetMix | null>(null);
  const [useCash, setUseCash] = useState(false);
  const [step, setStep] = useState<'plan' | 'check'>('plan');
  const pending = useRef<PendingSubmission | null>(null);
  const place = usePlaceRebalance();
  const ids = { source: useId(), cash: useId(), trades: useId() };

  // The default target once the sources are known: the plan, else the guide, else equal shares.
  useEffect(() => {
    if (mix || sourcesPending) return;
    if (planMix.mix) setMix(mixFrom('plan', planMix.mix.allocations));
    else if (guideMix) setMix(mixFrom('guide', guideMix.allocations));
    else setMix(ownMix());
  });

  const chosen = mix ?? ownMix();
  const names = useMemo(() => {
    const all = new Map<number, string>();
    for (const source of [guideMix, planMix.mix])
      for (const [id, name] of source?.names ?? []) all.set(id, name);
    for (const f of funds) all.set(f.instrumentId, f.name);
    return all;
  }, [funds, guideMix, planMix.mix]);
  const fundIds = [
    ...heldIds,
    ...Object.keys(chosen.percents)
      .map(Number)
      .filter((id) => !heldIds.includes(id)),
  ];
  const check = checkMix(chosen, fundIds);
  const body: FundRebalanceBody | null = check.targets ? { targets: check.targets, useCash } : null;
  const preview = useRebalancePreview(account.accid, mix ? body : null);

  const total = funds.reduce((sum, f) => sum.plus(dec(f.marketValueInAccountCurrency ?? '0')), dec(0));
  const rows: MixRow[] = fundIds.map((id) => {
    const held = funds.find((f) => f.instrumentId === id);
    const value = held?.marketValueInAccountCurrency ?? '0';
    return {
      instrumentId: id,
      name: names.get(id) ?? String(id),
      value,
      percent: total.isZero() ? 0 : dec(value).div(total).times(100).toDecimalPlaces(1).toNumber(),
    };
  });

  const choose = (source: TargetSource) => {
    if (source === 'plan' && planMix.mix) setMix(mixFrom('plan', planMix.mix.allocations));
    else if (source === 'guide' && guideMix) setMix(mixFrom('guide', guideMix.allocations));
    else setMix(ownMix());
  };

  if (place.isSuccess) {
    return (
      <RebalanceReceipt
        placed={place.data as FundRebalanceView}
        account={account}
        names={names}
        site={site}
      />
    );
  }

  const confirm = () => {
    if (!body) return;
    const submission = keyFor(pending, JSON.stringify([account.accid, body]));
    place.mutate(
      { accid: account.accid, idempotencyKey: submission.key, body },
      {
        onSuccess: () => {
          pending.current = null;
        },
        onError: (error) => {
          if (!isRetryable(error) && pending.current === submission) pending.current = null;
        },
      },
    );
  };

  const data = preview.data;
  const trades = data?.trades ?? [];

  if (step === 'check' && data && trades.length > 0) {
    return (
      <RebalanceCheck
        account={account}
        busy={place.isPending}
        error={place.isError ? { key: place.submittedAt, text: errorMessage(place.error) } : null}
        onConfirm={confirm}
        onChange={() => {
          place.reset();
          setStep('plan');
        }}
      >
        <RebalanceTrades trades={trades} names={names} currency={account.currency} site={site} />
      </RebalanceCheck>
    );
  }

  return (
    <div className="rebalance">
      {sourcesPending && !mix ? (
        <Spinner />
      ) : (
        <fieldset className="rebalance-sources">
          <legend>{t('source.legend')}</legend>
          {planMix.mix && (
            <SourceChoice
              id={`${ids.source}-plan`}
              name={ids.source}
              checked={chosen.source === 'plan'}
              onChoose={() => choose('plan')}
            >
              {t('source.plan')}
            </SourceChoice>
          )}
          {guideMix && (
            <SourceChoice
              id={`${ids.source}-guide`}
              name={ids.source}
              checked={chosen.source === 'guide'}
              onChoose={() => choose('guide')}
            >
              {t('source.guide', { level: riskLevel })}
            </SourceChoice>
          )}
          <SourceChoice
            id={`${ids.source}-own`}
            name={ids.source}
            checked={chosen.source === 'own'}
            onChoose={() => choose('own')}
          >
            {t('source.own')}
          </SourceChoice>
          {riskLevel === null && !risk.isPending && (
            <p className="muted small">
              {t('source.noRiskLevel')}{' '}
              <Link to={pagePath('settings-risk-profile', site)}>{t('source.riskProfileLink')}</Link>
            </p>
          )}
        </fieldset>
      )}

      <TargetMixTable
        rows={rows}
        percents={chosen.percents}
        currency={account.currency}
        site={site}
        onChange={(id, text) => setMix({ source: 'own', percents: { ...chosen.percents, [id]: text } })}
      />
      <p className={check.problem ? 'field-error' : 'muted'} aria-live="polite" data-testid="rebalance-total">
        {check.problem === 'NOT_WHOLE'
          ? t('mix.notWhole')
          : check.problem === 'NOT_100'
            ? t('mix.notHundred', { total: check.total })
            : t('mix.total')}
      </p>

      {data && dec(data.cash).greaterThanOrEqualTo(dec(data.minimum)) && (
        <div className="fund-order-all">
          <input
            id={ids.cash}
            type="checkbox"
            checked={useCash}
            onChange={(e) => setUseCash(e.target.checked)}
          />
          <label htmlFor={ids.cash}>
            {t('cash.use', { cash: formatMoney(data.cash, account.currency, site) })}
          </label>
        </div>
      )}

      <section className="rebalance-proposal" aria-labelledby={ids.trades} aria-busy={preview.isFetching}>
        <h3 id={ids.trades}>{t('trades.title')}</h3>
        <div aria-live="polite">
          {!body ? (
            <p className="muted">{t('trades.fixMix')}</p>
          ) : preview.isError ? (
            <PreviewRefusal error={preview.error} accid={account.accid} site={site} />
          ) : !data ? (
            <Spinner />
          ) : trades.length === 0 ? (
            <p data-testid="rebalance-nothing">
              {t('trades.nothing', { minimum: formatMoney(data.minimum, account.currency, site) })}
            </p>
          ) : (
            <>
              <p>
                {t('trades.lead', {
                  count: trades.length,
                  minimum: formatMoney(data.minimum, account.currency, site),
                })}
              </p>
              <RebalanceTrades trades={trades} names={names} currency={account.currency} site={site} />
              <Button onClick={() => setStep('check')} disabled={preview.isFetching}>
                {t('trades.review')}
              </Button>
            </>
          )}
        </div>
      </section>
    </div>
  );
}

function SourceChoice({
  id,
  name,
  checked,
  onChoose,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChoose(): void;
  children: React.ReactNode;
}) {
  return (
    <div className="rebalance-source">
      <input id={id} type="radio" name={name} checked={checked} onChange={onChoose} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

/** Why the preview was refused, and what to do: open fund orders point to the list they are in. */
function PreviewRefusal({ error, accid, site }: { error: unknown; accid: string; site: SiteId }) {
  const { t } = useTranslation('rebalance');
  const errorMessage = useErrorMessage();
  return (
    <Alert>
      {errorMessage(error)}
      {error instanceof ApiError && error.code === 'FUND_ORDERS_OPEN' && (
        <>
          {' '}
          <Link to={`${pagePath('orders-trades', site)}?accid=${accid}`}>{t('receipt.ordersLink')}</Link>
        </>
      )}
    </Alert>
  );
}

/** The trades once more before they are sent: its heading takes focus, as the page it replaces has gone. */
function RebalanceCheck({
  account,
  busy,
  error,
  onConfirm,
  onChange,
  children,
}: {
  account: Account;
  busy: boolean;
  error: { key: number; text: string } | null;
  onConfirm(): void;
  onChange(): void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('rebalance');
  const typeName = useAccountTypeName();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusOn(heading.current);
  }, []);
  return (
    <div className="rebalance-check">
      <h3 ref={heading} tabIndex={-1}>
        {t('check.title')}
      </h3>
      <p>{t('check.account', { account: accountOption(account, typeName).label })}</p>
      {children}
      <p className="muted small">{t('check.note')}</p>
      {error && (
        <Alert key={error.key} focus>
          {error.text}
        </Alert>
      )}
      <div className="rebalance-actions">
        <Button busy={busy} onClick={onConfirm}>
          {t('check.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onChange}>
          {t('check.change')}
        </Button>
      </div>
    </div>
  );
}
