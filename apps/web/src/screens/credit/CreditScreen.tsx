import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { accountOption } from '../../features/accounts-and-money/select-options.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { CreditLineCard } from '../../features/credit/lending/CreditLineCard.tsx';
import { CreditLineForm } from '../../features/credit/lending/CreditLineForm.tsx';
import { LendingHoldings } from '../../features/credit/lending/LendingHoldings.tsx';
import { LendingStanding } from '../../features/credit/lending/LendingStanding.tsx';
import { useCredit } from '../../features/credit/queries.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useSearchParams } from '../../lib/navigation.tsx';
import type { Page } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../components/journey.css';
import '../../features/credit/credit.css';

/**
 * Securities lending (spec route `credit`): for the chosen account (`?accid=`), where it stands with
 * its credit line, what each holding lends, and the line itself: asked for with eID, or ended.
 */
export default function CreditScreen({ page }: { page: Page }) {
  const { t } = useTranslation('credit');
  useDocumentTitle(t('lending.title'));
  const errorMessage = useErrorMessage();
  const typeName = useAccountTypeName();
  const accounts = useAccountsQuery();
  const [search, setSearch] = useSearchParams();
  const list = accounts.data ?? [];
  const chosen =
    list.find((a) => a.accid === search.get('accid')) ?? list.find((a) => a.isDefault) ?? list[0];
  const credit = useCredit(chosen?.accid);
  return (
    <section className="credit-page" aria-labelledby="credit-title">
      <h1 id="credit-title">{t('lending.title')}</h1>
      <p className="credit-lead">{t('lending.lead')}</p>
      {accounts.isPending ? (
        <Spinner />
      ) : accounts.isError ? (
        <Alert>
          {errorMessage(accounts.error)}{' '}
          <Button variant="link" onClick={() => void accounts.refetch()}>
            {t('lending.tryAgain')}
          </Button>
        </Alert>
      ) : !chosen ? (
        <p>{t('lending.noAccounts')}</p>
      ) : (
        <>
          {list.length > 1 && (
            <SelectField
              label={t('lending.account')}
              value={chosen.accid}
              onChange={(event) => setSearch({ accid: event.target.value }, { replace: true })}
              options={list.map((account) => accountOption(account, typeName))}
            />
          )}
          {credit.isPending ? (
            <Spinner />
          ) : credit.isError ? (
            <Alert>
              {errorMessage(credit.error)}{' '}
              <Button variant="link" onClick={() => void credit.refetch()}>
                {t('lending.tryAgain')}
              </Button>
            </Alert>
          ) : !credit.data.offered ? (
            <Alert tone="info">{t('lending.notOffered')}</Alert>
          ) : (
            <>
              <h2>{t('lending.standingTitle')}</h2>
              <LendingStanding credit={credit.data} site={page.site} />
              <h2>{t('lending.holdings.title')}</h2>
              <LendingHoldings credit={credit.data} site={page.site} />
              <h2>{credit.data.line ? t('lending.line.title') : t('lending.apply.title')}</h2>
              {credit.data.line ? (
                <CreditLineCard credit={credit.data} line={credit.data.line} site={page.site} />
              ) : (
                <>
                  <p>{t('lending.apply.lead')}</p>
                  <CreditLineForm credit={credit.data} site={page.site} />
                </>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
