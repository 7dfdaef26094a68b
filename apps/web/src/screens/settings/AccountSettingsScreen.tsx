import { useTranslation } from 'react-i18next';
import { AccountPreferences } from '../../features/accounts-and-money/AccountPreferences.tsx';
import { ApiKeysSettings } from '../../features/identity/api-keys/ApiKeysSettings.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Settings → account settings: each account's name and the default account, then the personal API keys. */
export default function AccountSettingsScreen() {
  const { t } = useTranslation('routes');
  const title = t('titles.settings-account-settings');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="account-settings-title">
      <h1 id="account-settings-title">{title}</h1>
      <AccountPreferences />
      <ApiKeysSettings />
    </section>
  );
}
