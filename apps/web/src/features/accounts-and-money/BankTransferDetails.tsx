import { api } from '@havn/contract/web';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { callApi } from '../../lib/api-client.ts';
import { STALE } from '../../lib/query-client.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAccountsQuery } from './queries.ts';
import { useAccountTypeName } from './use-account-type-name.ts';

/**
 * Each account's reference number for bank transfers (OCR, KID, viite or FIK) and Havn's receiving
 * account: what a customer types at their own bank. A reference names one account, so each has its own.
 */
export function BankTransferDetails() {
  const { t } = useTranslation('payments');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const details = useQueries({
    queries: (accounts.data ?? []).map((account) => ({
      queryKey: ['accounts', 'bank-transfer', account.accid],
      queryFn: () => callApi(api.accountsAndMoney.bankTransfer, { params: { accid: account.accid } }),
      staleTime: STALE.accounts,
    })),
  });
  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t('bankTransfer.title')}</h2>
      <p>{t('bankTransfer.intro')}</p>
      {accounts.isPending && <Spinner />}
      {accounts.isError && <Alert>{errorMessage(accounts.error)}</Alert>}
      {(accounts.data ?? []).map((account, index) => {
        const query = details[index];
        const data = query?.data;
        return (
          <article key={account.accid} className="bank-transfer-account">
            <h3>
              {account.alias ?? typeName(account.accountType, account.country)} {account.accountNumber}
            </h3>
            {query?.isPending ? (
              <Spinner />
            ) : query?.isError ? (
              <Alert>{errorMessage(query.error)}</Alert>
            ) : !data?.scheme || !data.recipient ? (
              <p className="muted">{t('bankTransfer.none')}</p>
            ) : (
              <dl className="figure-grid">
                <div>
                  <dt>{t('bankTransfer.recipient')}</dt>
                  <dd>{data.recipient.name}</dd>
                </div>
                {data.recipient.accounts.map((receiving) => (
                  <div key={receiving.label}>
                    <dt>{t(`bankTransfer.labels.${receiving.label}`)}</dt>
                    <dd>{receiving.value}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t(`bankTransfer.schemes.${data.scheme}`)}</dt>
                  <dd className="reference-number" data-testid={`reference-${account.accid}`}>
                    {data.formatted}
                  </dd>
                </div>
              </dl>
            )}
          </article>
        );
      })}
    </section>
  );
}
