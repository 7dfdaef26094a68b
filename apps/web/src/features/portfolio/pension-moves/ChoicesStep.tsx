import type { AccountType } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useAccountsQuery } from '../../accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { isChoosable, receivingTypesOfAll } from './pension-move-format.ts';
import { StepActions, type StepProps } from './StepActions.tsx';
import { useChosenInsurances } from './use-chosen-insurances.ts';

type Problem = 'insurancesRequired' | 'accountRequired' | 'wrongAccount';

/**
 * Which movable insurances to move (each whole) and into which of the customer's pension accounts.
 * Without a pension account that may receive them, it says so and links to opening one: the choices
 * are kept for the way back.
 */
export function ChoicesStep({ draft, update, site, next, back }: StepProps) {
  const { t } = useTranslation('portfolio');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const found = useChosenInsurances(draft.companies, true);
  const accounts = useAccountsQuery();
  const [problem, setProblem] = useState<Problem | null>(null);
  if (found.status === 'pending' || accounts.isPending) return <Spinner />;
  if (found.status === 'error' || accounts.isError) {
    return (
      <Alert>
        {errorMessage(found.status === 'error' ? found.error : accounts.error)}{' '}
        <Button
          variant="link"
          onClick={() => {
            found.retry();
            void accounts.refetch();
          }}
        >
          {t('pensionMove.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const choosable = found.insurances.filter(isChoosable);
  const chosen = choosable.filter((i) => draft.insuranceIds.includes(i.id));
  const anyReceiving = new Set(choosable.flatMap((i) => i.receivingAccountTypes));
  const receiving = accounts.data.filter((a) => anyReceiving.has(a.accountType));
  const fits = receivingTypesOfAll(chosen);

  const toggle = (id: string, on: boolean) => {
    update({ insuranceIds: on ? [...draft.insuranceIds, id] : draft.insuranceIds.filter((c) => c !== id) });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account = receiving.find((a) => a.accid === draft.toAccid);
    if (chosen.length === 0) return setProblem('insurancesRequired');
    if (!account) return setProblem('accountRequired');
    if (fits && !fits.includes(account.accountType)) return setProblem('wrongAccount');
    update({ insuranceIds: chosen.map((i) => i.id) });
    next();
  };
  const openType = (fits?.[0] ?? choosable[0]?.receivingAccountTypes[0]) as AccountType | undefined;
  const openLink = `${pagePath('account-creation', site)}${openType ? `?type=${encodeURIComponent(openType)}` : ''}`;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="choice-list">
        <legend>{t('pensionMove.choices.insurances')}</legend>
        {choosable.map((insurance) => (
          <label key={insurance.id} className="choice">
            <input
              type="checkbox"
              checked={draft.insuranceIds.includes(insurance.id)}
              onChange={(event) => toggle(insurance.id, event.target.checked)}
            />
            <span>
              <strong>{insurance.company}</strong>, {t(`pensionMove.kind.${insurance.kind}`)}
              <br />
              <span className="muted">{formatMoney(insurance.value, insurance.currency, site)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="muted">{t('pensionMove.choices.whole')}</p>
      {problem === 'insurancesRequired' && <Alert focus>{t('pensionMove.choices.insurancesRequired')}</Alert>}
      {receiving.length === 0 ? (
        <Alert tone="info">
          <p>{t('pensionMove.choices.noAccount')}</p>
          <p>
            <Link to={openLink}>
              {openType
                ? t('pensionMove.choices.openAccountOfType', { type: typeName(openType) })
                : t('pensionMove.choices.openAccount')}
            </Link>
          </p>
        </Alert>
      ) : (
        <fieldset className="choice-list">
          <legend>{t('pensionMove.choices.account')}</legend>
          {receiving.map((account) => (
            <label key={account.accid} className="choice">
              <input
                type="radio"
                name="pension-move-account"
                checked={draft.toAccid === account.accid}
                onChange={() => {
                  update({ toAccid: account.accid });
                  setProblem(null);
                }}
              />
              <span>
                <strong>{account.alias ?? typeName(account.accountType, account.country)}</strong>{' '}
                {account.accountNumber}
                {account.alias && (
                  <>
                    <br />
                    <span className="muted">{typeName(account.accountType, account.country)}</span>
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {problem === 'accountRequired' && <Alert focus>{t('pensionMove.choices.accountRequired')}</Alert>}
      {problem === 'wrongAccount' && <Alert focus>{t('pensionMove.choices.wrongAccount')}</Alert>}
      <StepActions back={back} />
    </form>
  );
}
