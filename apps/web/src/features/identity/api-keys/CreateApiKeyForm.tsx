import type { CreatedApiKey } from '@havn/contract/web';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyScope, apiKeyName } from '@havn/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useErrorMessage } from '../use-error-message.ts';
import { useCreateApiKey } from './queries.ts';

/** Name a key and tick what it may do; TRADE brings READ with it, so ticking TRADE ticks READ too. */
export function CreateApiKeyForm({ onCreated }: { onCreated(key: CreatedApiKey): void }) {
  const { t } = useTranslation('platform');
  const errorMessage = useErrorMessage();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['READ']);
  const [nameError, setNameError] = useState<string>();
  const legendId = useId();

  function toggle(scope: ApiKeyScope, on: boolean) {
    if (scope === 'TRADE') setScopes(on ? ['READ', 'TRADE'] : ['READ']);
    // READ cannot be taken away: every key reads, and a TRADE key reads what it trades.
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = apiKeyName(name);
    if (!valid) {
      setNameError(t('apiKeys.create.nameInvalid', { max: API_KEY_NAME_MAX }));
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: valid, scopes },
      {
        onSuccess: (key) => {
          setName('');
          setScopes(['READ']);
          onCreated(key);
        },
      },
    );
  }

  return (
    <form className="api-keys__create" onSubmit={submit} noValidate aria-labelledby="api-keys-create">
      <h3 id="api-keys-create">{t('apiKeys.create.heading')}</h3>
      <TextField
        label={t('apiKeys.create.name')}
        hint={t('apiKeys.create.nameHint')}
        error={nameError}
        value={name}
        maxLength={API_KEY_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId}>{t('apiKeys.create.scopes')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="api-keys__scope">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              disabled={scope === 'READ'}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            <span>{t(`apiKeys.scope.${scope}`)}</span>
          </label>
        ))}
      </fieldset>
      {create.isError && <Alert>{errorMessage(create.error)}</Alert>}
      <Button type="submit" busy={create.isPending}>
        {t('apiKeys.create.submit')}
      </Button>
    </form>
  );
}
