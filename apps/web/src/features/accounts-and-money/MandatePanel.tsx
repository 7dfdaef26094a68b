import type { MandateView, PayoutAccountView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { MANDATE_SCHEME_RULES, type MandateScheme } from '@havn/domain/broker/direct-debit';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useStartEid } from '../identity/onboarding/queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { normalizeDecimal } from '../trading/order-estimate.ts';
import { useMandates, useRequestMandate, useStopMandate } from './direct-debit-queries.ts';
import { usePayoutAccounts } from './money-out-queries.ts';
import { payoutOption } from './select-options.ts';

/** The mandate waiting for the eID confirmation survives the trip to the identity provider and back. */
const PENDING_KEY = 'havn:pending-mandate';
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

type Body = { payoutAccountId: string; monthlyMax?: string };

/**
 * The customer's direct-debit mandates of their country's scheme: what it is and how long the bank
 * takes, the mandates with where they stand (stoppable while live), and a form to sign a new one on a
 * verified payout account, with eID (the server asks; the same mandate is sent again on the way back).
 */
export function MandatePanel({ scheme, site }: { scheme: MandateScheme; site: SiteId }) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const payouts = usePayoutAccounts();
  const mandates = useMandates();
  // Held here, not in the form: the form goes once no bank account is left without a mandate.
  const request = useRequestMandate();
  const rule = MANDATE_SCHEME_RULES[scheme];
  if (payouts.isPending || mandates.isPending) return <Spinner />;
  if (payouts.isError) return <Alert>{errorMessage(payouts.error)}</Alert>;
  if (mandates.isError) return <Alert>{errorMessage(mandates.error)}</Alert>;
  const byId = new Map(payouts.data.map((p) => [p.id, p]));
  const live = new Set(
    mandates.data
      .filter((m) => m.status === 'REQUESTED' || m.status === 'ACTIVE')
      .map((m) => m.payoutAccountId),
  );
  const free = payouts.data.filter((p) => p.status === 'ACTIVE' && !live.has(p.id));
  return (
    <>
      <p>{t(`directDebit.schemes.${scheme}.explain`, { days: rule.activationBankDays })}</p>
      <h2>{t('directDebit.yours')}</h2>
      {request.isSuccess && (
        <Alert tone="success" focus>
          {t('directDebit.requested', { date: formatDay(request.data.expectedActiveDate, site) })}
        </Alert>
      )}
      <MandateList mandates={mandates.data} payouts={byId} site={site} />
      {mandates.data.some((m) => m.status === 'ACTIVE') && (
        <p>
          <Link to={pagePath('recurring-deposits', site)}>{t('directDebit.recurringLink')}</Link>
        </p>
      )}
      <h2>{t('directDebit.request')}</h2>
      {free.length > 0 ? (
        <MandateForm scheme={scheme} payouts={free} request={request} />
      ) : (
        <Alert tone="info">
          {t('directDebit.noPayoutAccount')}{' '}
          <Link to={pagePath('pre-register', site, { tab: 'iban', action: 'add' })}>
            {t('preRegister.add')}
          </Link>
        </Alert>
      )}
    </>
  );
}

function MandateList({
  mandates,
  payouts,
  site,
}: {
  mandates: readonly MandateView[];
  payouts: ReadonlyMap<string, PayoutAccountView>;
  site: SiteId;
}) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const stop = useStopMandate();
  if (mandates.length === 0) return <p className="muted">{t('directDebit.empty')}</p>;
  return (
    <>
      {stop.isError && <Alert focus>{errorMessage(stop.error)}</Alert>}
      {stop.isSuccess && (
        <Alert tone="success" focus>
          {t('directDebit.stopped')}
        </Alert>
      )}
      <ul className="direct-debit-list">
        {mandates.map((m) => {
          const account = payouts.get(m.payoutAccountId)?.display ?? '';
          return (
            <li key={m.id} className="direct-debit-row">
              <span>
                <span className="payout-number">{account}</span>
                {m.monthlyMax && (
                  <span className="muted">
                    {' '}
                    · {t('directDebit.max', { amount: formatMoney(m.monthlyMax, m.currency, site) })}
                  </span>
                )}
                {m.status === 'REQUESTED' && (
                  <span className="muted">
                    {' '}
                    · {t('directDebit.expected', { date: formatDay(m.expectedActiveDate, site) })}
                  </span>
                )}
              </span>
              <span className={`status-badge status-${m.status.toLowerCase()}`}>
                {t(`directDebit.status.${m.status}`)}
                {m.rejectReason &&
                  ` – ${t(`directDebit.reasons.${m.rejectReason}`, t('directDebit.reasons.OTHER'))}`}
              </span>
              {(m.status === 'REQUESTED' || m.status === 'ACTIVE') && (
                <Button
                  variant="secondary"
                  busy={stop.isPending && stop.variables === m.id}
                  onClick={() => stop.mutate(m.id)}
                  aria-label={t('directDebit.stopOne', { account })}
                >
                  {t('directDebit.stop')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function MandateForm({
  scheme,
  payouts,
  request,
}: {
  scheme: MandateScheme;
  payouts: readonly PayoutAccountView[];
  request: ReturnType<typeof useRequestMandate>;
}) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const stepUp = useStartEid();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const eid = search.get('eid');
  const rule = MANDATE_SCHEME_RULES[scheme];
  const [payoutId, setPayoutId] = useState('');
  const [max, setMax] = useState('');
  const [invalid, setInvalid] = useState(false);
  const from = payouts.find((p) => p.id === payoutId) ?? payouts[0]!;

  // Back from the eID: a confirmed step-up sends the waiting mandate; a cancelled one ends here.
  useEffect(() => {
    if (!eid) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    navigate(location.pathname, { replace: true });
    if (eid === 'confirmed' && pending) request.mutate(JSON.parse(pending) as Body);
  }, [eid, request.mutate, location.pathname, navigate]);

  const body = (): Body | null => {
    if (!rule.monthlyMax) return { payoutAccountId: from.id };
    const value = normalizeDecimal(max);
    const valid = AMOUNT.test(value) && Number(value) > 0;
    setInvalid(!valid);
    return valid ? { payoutAccountId: from.id, monthlyMax: value } : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = body();
    if (next) request.mutate(next);
  };
  const needsStepUp = request.error instanceof ApiError && request.error.code === 'STEP_UP_REQUIRED';

  return (
    <form className="direct-debit-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('directDebit.from')}
        value={from.id}
        onChange={(event) => setPayoutId(event.target.value)}
        options={payouts.map(payoutOption)}
      />
      {rule.monthlyMax && (
        <TextField
          label={t('directDebit.monthlyMax', { currency: rule.currency })}
          hint={t('directDebit.monthlyMaxHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          value={max}
          onChange={(event) => setMax(event.target.value)}
          error={invalid ? t('directDebit.invalidMax') : undefined}
        />
      )}
      {needsStepUp ? (
        <Alert tone="info" focus>
          <h3>{t('directDebit.stepUpTitle')}</h3>
          <p>{t('directDebit.stepUp')}</p>
          <Button
            busy={stepUp.isPending || stepUp.isSuccess}
            onClick={() => {
              const next = body();
              if (!next) return;
              sessionStorage.setItem(PENDING_KEY, JSON.stringify(next));
              stepUp.mutate({ purpose: 'STEP_UP', returnTo: location.pathname });
            }}
          >
            {t('directDebit.stepUpButton')}
          </Button>
        </Alert>
      ) : (
        request.isError && <Alert focus>{errorMessage(request.error)}</Alert>
      )}
      {stepUp.isError && <Alert focus>{errorMessage(stepUp.error)}</Alert>}
      <Button type="submit" busy={request.isPending}>
        {t('directDebit.submit')}
      </Button>
    </form>
  );
}
