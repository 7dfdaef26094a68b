import type { ApiKeyView, CreatedApiKey } from '@havn/contract/web';
import { MAX_LIVE_API_KEYS } from '@havn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import { useSite } from '../../../lib/site-context.ts';
import { useErrorMessage } from '../use-error-message.ts';
import { CreateApiKeyForm } from './CreateApiKeyForm.tsx';
import { NewApiKeySecret } from './NewApiKeySecret.tsx';
import { useApiKeysQuery, useRevokeApiKey } from './queries.ts';
import './ApiKeysSettings.css';

/** Settings → API keys: create one (its secret shown once), see each key's last use, revoke. */
export function ApiKeysSettings() {
  const { t } = useTranslation('platform');
  const site = useSite();
  const keys = useApiKeysQuery();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const full = (keys.data?.length ?? 0) >= MAX_LIVE_API_KEYS;

  return (
    <section className="api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      <p>{t('apiKeys.intro')}</p>
      <p>
        <Link to={pagePath('external-api-docs', site)}>{t('apiKeys.docsLink')}</Link>
      </p>
      {created ? (
        <NewApiKeySecret apiKey={created} onDone={() => setCreated(null)} />
      ) : full ? (
        <Alert tone="info">{t('apiKeys.full', { max: MAX_LIVE_API_KEYS })}</Alert>
      ) : (
        <CreateApiKeyForm onCreated={setCreated} />
      )}
      <h3>{t('apiKeys.list.heading')}</h3>
      {keys.isPending && <Spinner label={t('apiKeys.list.loading')} />}
      {keys.isError && <Alert>{t('apiKeys.list.failed')}</Alert>}
      {keys.data?.length === 0 && <p>{t('apiKeys.list.empty')}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="api-keys__list">
          {keys.data.map((key) => (
            <li key={key.id} className="api-keys__item">
              <div>
                <p className="api-keys__name">{key.name}</p>
                <p className="api-keys__meta">
                  <code>{key.prefix}…</code> ·{' '}
                  {key.scopes.map((s) => t(`apiKeys.scopeShort.${s}`)).join(', ')}
                </p>
                <p className="api-keys__meta">
                  {t('apiKeys.list.created', { time: formatDateTime(key.createdAt, site) })} ·{' '}
                  {key.lastUsedAt
                    ? t('apiKeys.list.lastUsed', { time: formatDateTime(key.lastUsedAt, site) })
                    : t('apiKeys.list.neverUsed')}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('apiKeys.revoke.label', { name: key.name })}
                onClick={() => setRevoking(key)}
              >
                {t('apiKeys.revoke.button')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose(): void }) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const revoke = useRevokeApiKey();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('apiKeys.revoke.title', { name: apiKey.name })}
      description={t('apiKeys.revoke.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('apiKeys.revoke.cancel')}
          </Button>
          <Button busy={revoke.isPending} onClick={() => revoke.mutate(apiKey, { onSuccess: onClose })}>
            {t('apiKeys.revoke.confirm')}
          </Button>
        </>
      }
    >
      {revoke.isError && <Alert>{errorMessage(revoke.error)}</Alert>}
    </Modal>
  );
}
