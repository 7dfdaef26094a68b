import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { useUnsubscribeMutation } from '../../features/site/events/queries.ts';
import { Link, useLocation } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * The page a signed unsubscribe link opens, no login needed: one confirming button (a link alone
 * must not cancel anything: mail scanners follow links), then what happened.
 */
export default function EventUnsubscribeScreen({ page }: { page: Page }) {
  const { t } = useTranslation('platform');
  useDocumentTitle(t('events.unsubscribeTitle'));
  const token = new URLSearchParams(useLocation().search).get('token');
  const unsubscribe = useUnsubscribeMutation();
  const errorMessage = useErrorMessage();
  const eventId = String(page.params.eventId ?? '');
  return (
    <section className="card narrow" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('events.unsubscribeTitle')}</h1>
      {!token && <Alert>{t('events.unsubscribeMissing')}</Alert>}
      {token && unsubscribe.isSuccess && (
        <p className="event-status" role="status">
          {t('events.unsubscribed')}
        </p>
      )}
      {token && !unsubscribe.isSuccess && (
        <>
          <p>{t('events.unsubscribeText')}</p>
          {unsubscribe.isError && <Alert>{errorMessage(unsubscribe.error)}</Alert>}
          <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? t('events.unsubscribing') : t('events.unsubscribeConfirm')}
          </Button>
        </>
      )}
      <p className="event-actions">
        <Link to={pagePath('event-details', page.site, { eventId })}>{t('events.details')}</Link>
        <Link to={pagePath('events', page.site)}>{t('events.back')}</Link>
      </p>
    </section>
  );
}
