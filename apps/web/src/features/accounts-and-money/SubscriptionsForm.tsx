import { SUBSCRIPTION_KEYS, type Subscriptions } from '@havn/contract/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useSaveSubscriptions, useSubscriptionsQuery } from './account-queries.ts';
import './settings.css';

/** Which e-mails and notifications the customer gets, saved together. */
export function SubscriptionsForm() {
  const { t } = useTranslation('accounts');
  const errorMessage = useErrorMessage();
  const stored = useSubscriptionsQuery();
  const save = useSaveSubscriptions();
  const [draft, setDraft] = useState<Subscriptions | null>(null);
  if (stored.isPending) return <Spinner />;
  if (stored.isError) return <Alert>{errorMessage(stored.error)}</Alert>;
  const current = draft ?? stored.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(current);
  };
  return (
    <form className="stacked-form" onSubmit={submit}>
      <fieldset className="choice-list">
        <legend>{t('subscriptions.legend')}</legend>
        {SUBSCRIPTION_KEYS.map((key) => (
          <label key={key} className="choice">
            <input
              type="checkbox"
              checked={current[key]}
              onChange={(event) => {
                save.reset();
                setDraft({ ...current, [key]: event.target.checked });
              }}
            />
            <span>{t(`subscriptions.${key}`)}</span>
          </label>
        ))}
      </fieldset>
      {save.isError && <Alert focus>{errorMessage(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('subscriptions.saved')}</Alert>}
      <Button type="submit" busy={save.isPending}>
        {t('subscriptions.submit')}
      </Button>
    </form>
  );
}
