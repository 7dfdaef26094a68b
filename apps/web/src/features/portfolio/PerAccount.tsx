import type { Account } from '@havn/contract/web';
import { accountTypeOf } from '@havn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { useAccountsQuery } from '../accounts-and-money/queries.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import './PerAccount.css';

/** Renders `children` once per account (optionally only the accids asked for), under the account's name. */
export function PerAccount({
  accids,
  children,
}: {
  accids?: string[] | undefined;
  children: (account: Account) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  const shown = accounts.data.filter((account) => !accids?.length || accids.includes(account.accid));
  if (shown.length === 0) return <p>{t('home.accountsEmpty')}</p>;
  return (
    <>
      {shown.map((account) => (
        <section
          key={account.accid}
          className="card account-section"
          aria-labelledby={`acc-${account.accid}`}
        >
          <h2 id={`acc-${account.accid}`}>
            {account.alias ?? t(`accountTypes.${accountTypeOf(account.accountType, account.country)}`)}{' '}
            <span className="muted">{account.accountNumber}</span>
          </h2>
          {/* A wide table inside scrolls in its own box, never the page. */}
          <TableScroll
            label={account.alias ?? t(`accountTypes.${accountTypeOf(account.accountType, account.country)}`)}
          >
            {children(account)}
          </TableScroll>
        </section>
      ))}
    </>
  );
}

/** The `accids` route param: comma-separated account ids. */
export function parseAccids(value: string | undefined): string[] | undefined {
  return value ? value.split(',').filter(Boolean) : undefined;
}
