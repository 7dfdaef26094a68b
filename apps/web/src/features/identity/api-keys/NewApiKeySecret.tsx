import type { CreatedApiKey } from '@havn/contract/web';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';

type Copy = 'idle' | 'copied' | 'failed';

/** The new key's secret, shown this once: a warning, the secret to select or copy, and "done". */
export function NewApiKeySecret({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone(): void }) {
  const { t } = useTranslation('platform');
  const [copy, setCopy] = useState<Copy>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news, so a keyboard or screen-reader user meets the secret first.
  useEffect(() => heading.current?.focus(), []);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(apiKey.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section className="api-keys__secret" aria-labelledby="api-keys-secret">
      <h3 id="api-keys-secret" ref={heading} tabIndex={-1}>
        {t('apiKeys.secret.heading', { name: apiKey.name })}
      </h3>
      <p className="api-keys__warning">
        <strong>{t('apiKeys.secret.warningTitle')}</strong> {t('apiKeys.secret.warning')}
      </p>
      <label className="api-keys__secret-field">
        <span>{t('apiKeys.secret.label')}</span>
        <input readOnly value={apiKey.secret} onFocus={(event) => event.target.select()} spellCheck={false} />
      </label>
      <div className="api-keys__secret-actions">
        <Button variant="secondary" onClick={() => void copySecret()}>
          {t('apiKeys.secret.copy')}
        </Button>
        <Button onClick={onDone}>{t('apiKeys.secret.done')}</Button>
      </div>
      <p role="status" className="api-keys__copy-status">
        {copy === 'copied' && t('apiKeys.secret.copied')}
        {copy === 'failed' && t('apiKeys.secret.copyFailed')}
      </p>
    </section>
  );
}
