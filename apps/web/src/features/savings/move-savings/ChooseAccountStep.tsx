import type { FundTransferHoldingView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatMoney, formatUnits } from '../../../lib/format.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { type MoveSavingsDraft, PENSION_TYPES } from './move-savings-draft.ts';
import { useFundTransferHoldings, useFundTransferProviders } from './queries.ts';

type Problem = 'provider' | 'authority' | 'account' | 'holdings';

/**
 * Where the funds are now, the transfer authority that lets Havn fetch and move them, the Havn account
 * to receive them, and the holdings found there: each one that may move into that account can be
 * chosen, each one that may not says why.
 */
export function ChooseAccountStep({
  draft,
  update,
  site,
  next,
}: {
  draft: MoveSavingsDraft;
  update(change: Partial<MoveSavingsDraft>): void;
  site: SiteId;
  next(): void;
}) {
  const { t } = useTranslation('savings');
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const providers = useFundTransferProviders();
  const accounts = useAccountsQuery();
  const holdings = useFundTransferHoldings(draft.provider, draft.toAccid, draft.authority);
  const [problem, setProblem] = useState<Problem | null>(null);
  // An answer changed: the refusal of the last Continue no longer stands.
  const change = (answer: Partial<MoveSavingsDraft>) => {
    setProblem(null);
    update(answer);
  };

  if (providers.isPending || accounts.isPending) return <Spinner />;
  if (providers.isError || accounts.isError) {
    return (
      <Alert>
        {errorMessage(providers.isError ? providers.error : accounts.error)}{' '}
        <Button
          variant="link"
          onClick={() => void (providers.isError ? providers.refetch() : accounts.refetch())}
        >
          {t('moveSavings.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (providers.data.length === 0) return <p>{t('moveSavings.choose.noProviders')}</p>;
  const receivers = accounts.data.filter((a) => !PENSION_TYPES.includes(a.accountType));
  const provider = providers.data.find((p) => p.id === draft.provider);
  const movable = (h: FundTransferHoldingView) => h.movable;
  const chosen = holdings.data?.filter((h) => movable(h) && draft.holdingIds.includes(h.id)) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Problem | null = !provider
      ? 'provider'
      : !draft.authority
        ? 'authority'
        : !draft.toAccid
          ? 'account'
          : chosen.length === 0
            ? 'holdings'
            : null;
    setProblem(missing);
    if (missing) return;
    update({ holdingIds: chosen.map((h) => h.id) });
    next();
  };
  const money = (amount: string, currency: string) => formatMoney(amount, currency, site);
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('moveSavings.choose.intro')}</p>
      <fieldset className="choice-list">
        <legend>{t('moveSavings.choose.providerLegend')}</legend>
        {providers.data.map((p) => (
          <label key={p.id} className="choice">
            <input
              type="radio"
              name="provider"
              checked={draft.provider === p.id}
              onChange={() => change({ provider: p.id, authority: false, holdingIds: [], key: '' })}
            />
            <span>
              {p.name}
              <br />
              <span className="muted">
                {Number(p.feePerFund) === 0
                  ? t('moveSavings.choose.noFee')
                  : t('moveSavings.choose.feePerFund', { fee: money(p.feePerFund, p.feeCurrency) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {provider && (
        <section className="journey-panel" aria-labelledby="move-savings-authority-title">
          <h3 id="move-savings-authority-title">{t('moveSavings.authority.title')}</h3>
          <ul>
            <li>{t('moveSavings.authority.fetch', { provider: provider.name })}</li>
            <li>{t('moveSavings.authority.move', { provider: provider.name })}</li>
            <li>{t('moveSavings.authority.sign')}</li>
          </ul>
          <label className="choice">
            <input
              type="checkbox"
              checked={draft.authority}
              onChange={(event) => change({ authority: event.target.checked, holdingIds: [], key: '' })}
            />
            <span>{t('moveSavings.authority.give', { provider: provider.name })}</span>
          </label>
        </section>
      )}

      {provider && draft.authority && (
        <>
          <fieldset className="choice-list">
            <legend>{t('moveSavings.choose.accountLegend')}</legend>
            {receivers.length === 0 && <p>{t('moveSavings.choose.noAccounts')}</p>}
            {receivers.map((a) => (
              <label key={a.accid} className="choice">
                <input
                  type="radio"
                  name="to-account"
                  checked={draft.toAccid === a.accid}
                  onChange={() => change({ toAccid: a.accid, key: '' })}
                />
                <span>
                  {a.alias ?? typeName(a.accountType, a.country)}{' '}
                  <span className="muted">{a.accountNumber}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <h3>{t('moveSavings.holdings.title', { provider: provider.name })}</h3>
          {holdings.isPending && (
            <Spinner label={t('moveSavings.holdings.fetching', { provider: provider.name })} />
          )}
          {holdings.isError && (
            <Alert>
              {errorMessage(holdings.error)}{' '}
              <Button variant="link" onClick={() => void holdings.refetch()}>
                {t('moveSavings.tryAgain')}
              </Button>
            </Alert>
          )}
          {holdings.data?.length === 0 && (
            <p>{t('moveSavings.holdings.none', { provider: provider.name })}</p>
          )}
          {holdings.data && holdings.data.length > 0 && (
            <fieldset className="move-savings-holdings">
              <legend>{t('moveSavings.holdings.legend')}</legend>
              {!draft.toAccid && <p className="muted">{t('moveSavings.holdings.chooseAccountFirst')}</p>}
              <ul className="journey-list">
                {holdings.data.map((h) => {
                  const reasonId = `holding-reason-${h.id}`;
                  return (
                    <li key={h.id} data-movable={h.movable}>
                      <label className="choice">
                        <input
                          type="checkbox"
                          disabled={!h.movable || !draft.toAccid}
                          checked={h.movable && draft.holdingIds.includes(h.id)}
                          aria-describedby={h.reason ? reasonId : undefined}
                          onChange={(event) =>
                            change({
                              holdingIds: event.target.checked
                                ? [...draft.holdingIds, h.id]
                                : draft.holdingIds.filter((id) => id !== h.id),
                              key: '',
                            })
                          }
                        />
                        <span>
                          <strong>{h.name}</strong>
                          <br />
                          <span className="muted">
                            {t(`moveSavings.wrapper.${h.wrapper}`)} ·{' '}
                            {t('moveSavings.holdings.units', { units: formatUnits(h.units, site) })}
                          </span>
                        </span>
                      </label>
                      <span className="journey-amount">
                        {money(h.value, h.currency)}
                        <br />
                        <span className="muted">
                          {Number(h.fee) === 0
                            ? t('moveSavings.choose.noFee')
                            : t('moveSavings.holdings.fee', { fee: money(h.fee, h.currency) })}
                        </span>
                      </span>
                      {h.reason && (
                        <p id={reasonId} className="move-savings-reason">
                          {t(`moveSavings.reason.${h.reason}`)}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        </>
      )}
      {problem && <Alert focus>{t(`moveSavings.choose.required.${problem}`)}</Alert>}
      <div className="journey-actions">
        <Button type="submit">{t('moveSavings.next')}</Button>
      </div>
    </form>
  );
}
