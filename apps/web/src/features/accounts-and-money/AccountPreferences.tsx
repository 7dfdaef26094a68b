import type { Account } from '@havn/contract/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useUpdateAccount } from './account-queries.ts';
import { useAccountsQuery } from './queries.ts';
import './settings.css';
import { useAccountTypeName } from './use-account-type-name.ts';

function AccountRow({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  const typeName = useAccountTypeName();
  const errorMessage = useErrorMessage();
  const update = useUpdateAccount();
  const [alias, setAlias] = useState(account.alias ?? '');
  const accountName = typeName(account.accountType, account.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ accid: account.accid, alias: alias.trim() || null });
  };
  return (
    <li>
      <form className="stacked-form" onSubmit={submit}>
        <TextField
          label={t('preferences.alias', { name: accountName, number: account.accountNumber })}
          value={alias}
          maxLength={40}
          onChange={(event) => {
            update.reset();
            setAlias(event.target.value);
          }}
        />
        <div className="actions">
          <Button type="submit" variant="secondary" busy={update.isPending}>
            {t('preferences.saveAlias')}
          </Button>
          {account.isDefault ? (
            <span className="badge">{t('list.default')}</span>
          ) : (
            <Button
              variant="secondary"
              onClick={() => update.mutate({ accid: account.accid, isDefault: true })}
            >
              {t('preferences.makeDefault')}
            </Button>
          )}
        </div>
        {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
        {update.isSuccess && <Alert tone="success">{t('preferences.saved')}</Alert>}
      </form>
    </li>
  );
}

/** Each account's name (alias) and which one is the default. */
export function AccountPreferences() {
  const { t } = useTranslation('accounts');
  const errorMessage = useErrorMessage();
  const accounts = useAccountsQuery();
  return (
    <section aria-labelledby="preferences-title">
      <h2 id="preferences-title">{t('preferences.title')}</h2>
      {accounts.isPending && <Spinner />}
      {accounts.isError && <Alert>{errorMessage(accounts.error)}</Alert>}
      {accounts.data && (
        <ul className="group-status">
          {accounts.data.map((account) => (
            <AccountRow key={account.accid} account={account} />
          ))}
        </ul>
      )}
    </section>
  );
}
