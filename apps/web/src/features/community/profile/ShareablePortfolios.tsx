import * as Switch from '@radix-ui/react-switch';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToggleMutationQueue } from '../../../lib/toggle-mutation-queue.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import {
  type ShareableAccount,
  setAccountShared,
  storeAccountShared,
  useShareableAccountsQuery,
} from './queries.ts';
import './ShareablePortfolios.css';

/** The member's accounts, each shareable as a portfolio on their profile (edit drawer and onboarding). */
export function ShareablePortfolios() {
  const { t } = useTranslation('community');
  const accounts = useShareableAccountsQuery();
  const errorMessage = useErrorMessage();
  if (accounts.isPending) return <Spinner />;
  if (accounts.isError) return <Alert>{errorMessage(accounts.error)}</Alert>;
  if (accounts.data.length === 0) return <p className="muted">{t('sharing.empty')}</p>;
  return (
    <ul className="cp-share-list">
      {accounts.data.map((account) => (
        <SharedAccountToggle key={account.accountId} account={account} />
      ))}
    </ul>
  );
}

/**
 * One account's share switch: optimistic, through the toggle queue; on failure it flips back to what
 * the server holds and the error message shows under it (spec sections 4 and 8).
 */
function SharedAccountToggle({ account }: { account: ShareableAccount }) {
  const { t } = useTranslation(['community', 'common']);
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [shared, setShared] = useState(account.shared);
  const [error, setError] = useState<string | null>(null);
  const toggle = useToggleMutationQueue<boolean>({
    initialState: account.shared,
    send: (wanted) => setAccountShared(account.accountId, wanted),
    onSuccess: (confirmed) => storeAccountShared(client, account.accountId, confirmed),
    onFailure: (serverState, cause) => {
      setShared(serverState);
      setError(errorMessage(cause));
    },
  });
  const name = account.alias ?? t(`common:accountTypes.${account.accountType}`);
  return (
    <li className="cp-share-row">
      <div className="cp-share-line">
        <label htmlFor={id} className="cp-share-label">
          <span className="cp-share-name">{name}</span>
          <span className="muted">{t('sharing.accountNumber', { number: account.accountNumber })}</span>
        </label>
        <Switch.Root
          id={id}
          className="cp-switch"
          checked={shared}
          aria-describedby={error ? `${id}-error` : undefined}
          onCheckedChange={(wanted) => {
            setShared(wanted);
            setError(null);
            toggle(wanted);
          }}
        >
          <Switch.Thumb className="cp-switch-thumb" />
        </Switch.Root>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
