import type { Account } from '@havn/contract/web';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAccountsQuery } from './queries.ts';

/**
 * Pages about one account at a time: a choice of account when the customer has several (the first by
 * default, or `initialAccid` when it is one of theirs), then `children` for the chosen one.
 */
export function AccountPicker({
  label,
  initialAccid,
  children,
}: {
  label: string;
  initialAccid?: string | undefined;
  children: (account: Account) => ReactNode;
}) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  const [chosen, setChosen] = useState<string | undefined>(initialAccid);
  const id = useId();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  const account = accounts.data.find((a) => a.accid === chosen) ?? accounts.data[0];
  if (!account) return <p>{t('noAccount')}</p>;
  return (
    <>
      {accounts.data.length > 1 && (
        <p className="account-picker">
          <label htmlFor={id}>{label}</label>{' '}
          <select id={id} value={account.accid} onChange={(event) => setChosen(event.target.value)}>
            {accounts.data.map((a) => (
              <option key={a.accid} value={a.accid}>
                {a.alias ?? a.accountNumber}
              </option>
            ))}
          </select>
        </p>
      )}
      {children(account)}
    </>
  );
}
