import { useTranslation } from 'react-i18next';
import { ApiKeysSettings } from '../../features/identity/api-keys/ApiKeysSettings.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Settings → account settings: for now the customer's personal API keys. */
export default function AccountSettingsScreen() {
  const { t } = useTranslation('routes');
  const title = t('titles.settings-account-settings');
  useDocumentTitle(title);
  return (
    <section className="card narrow" aria-labelledby="account-settings-title">
      <h1 id="account-settings-title">{title}</h1>
      <ApiKeysSettings />
    </section>
  );
}
