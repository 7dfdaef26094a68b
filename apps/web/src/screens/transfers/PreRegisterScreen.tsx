import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PayoutAccountForm } from '../../features/accounts-and-money/PayoutAccountForm.tsx';
import { PayoutAccountList } from '../../features/accounts-and-money/PayoutAccountList.tsx';
import { Link, useNavigate } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/accounts-and-money/money-out.css';

/**
 * Pre-register a payout account. The tab says which number (iban, or se for a Swedish clearing and
 * account number); the action "add" opens the form, without it the page lists the accounts.
 */
export default function PreRegisterScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['market', 'payments']);
  useDocumentTitle(t('payments:preRegister.title'));
  const navigate = useNavigate();
  const tab = page.params.tab === 'se' ? 'se' : 'iban';
  const adding = page.params.action === 'add';
  const done = useCallback(
    (status: 'success' | 'cancel') => navigate(pagePath('pre-register-status', page.site, { status })),
    [navigate, page.site],
  );
  return (
    <section className="card narrow" aria-labelledby="pre-register-title">
      <h1 id="pre-register-title">{t('payments:preRegister.title')}</h1>
      <p>{t('payments:preRegister.intro')}</p>
      <h2>{t('payments:preRegister.yours')}</h2>
      <PayoutAccountList />
      {adding ? (
        <>
          <h2>{t('payments:preRegister.add')}</h2>
          <nav className="tabs" aria-label={t('payments:preRegister.numberKind')}>
            {(['iban', 'se'] as const).map((kind) => (
              <Link
                key={kind}
                to={pagePath('pre-register', page.site, { tab: kind, action: 'add' })}
                aria-current={kind === tab ? 'page' : undefined}
                className={kind === tab ? 'tab tab-active' : 'tab'}
              >
                {t(`payments:preRegister.tabs.${kind}`)}
              </Link>
            ))}
          </nav>
          <PayoutAccountForm key={tab} kind={tab} onDone={done} />
          <p>
            <Link to={pagePath('pre-register-status', page.site, { status: 'postpone' })}>
              {t('payments:preRegister.later')}
            </Link>
          </p>
        </>
      ) : (
        <p>
          <Link className="btn btn-primary" to={pagePath('pre-register', page.site, { tab, action: 'add' })}>
            {t('payments:preRegister.add')}
          </Link>
        </p>
      )}
    </section>
  );
}
