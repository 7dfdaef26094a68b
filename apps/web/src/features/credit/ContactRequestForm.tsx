import type { SiteId } from '@havn/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { useErrorMessage } from '../identity/use-error-message.ts';
import { useAskToBeContacted } from './queries.ts';

/**
 * Asking a private banker to get in touch, by phone or by a message in the customer's messages; once
 * asked (now or before), the page says so and links to the thread's category in the messages.
 */
export function ContactRequestForm({ site, asked }: { site: SiteId; asked: boolean }) {
  const { t } = useTranslation('credit');
  const errorMessage = useErrorMessage();
  const ask = useAskToBeContacted();
  const [channel, setChannel] = useState<'PHONE' | 'MESSAGE'>('PHONE');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [phoneMissing, setPhoneMissing] = useState(false);
  const noteId = useId();
  const messages = pagePath('messages', site, { faqCategory: 'credit' });

  if (asked || ask.isSuccess) {
    return (
      <Alert tone="success" focus={ask.isSuccess}>
        {t('privateBanking.contact.asked')}{' '}
        <Link to={messages}>{t('privateBanking.contact.toMessages')}</Link>
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (channel === 'PHONE' && phone.trim() === '') {
      setPhoneMissing(true);
      return;
    }
    setPhoneMissing(false);
    ask.mutate({
      channel,
      ...(channel === 'PHONE' ? { phone: phone.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="credit-form" aria-busy={ask.isPending}>
      <fieldset className="credit-choice">
        <legend>{t('privateBanking.contact.how')}</legend>
        {(['PHONE', 'MESSAGE'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="channel"
              value={value}
              checked={channel === value}
              onChange={() => setChannel(value)}
            />{' '}
            {t(`privateBanking.contact.channel.${value}`)}
          </label>
        ))}
      </fieldset>
      {channel === 'PHONE' && (
        <TextField
          label={t('privateBanking.contact.phone')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={phoneMissing ? t('privateBanking.contact.phoneMissing') : undefined}
        />
      )}
      <div className="field">
        <label htmlFor={noteId}>{t('privateBanking.contact.note')}</label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {ask.isError && <Alert focus>{errorMessage(ask.error)}</Alert>}
      <Button type="submit" busy={ask.isPending}>
        {t('privateBanking.contact.send')}
      </Button>
    </form>
  );
}
