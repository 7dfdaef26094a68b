import { useTranslation } from 'react-i18next';
import { WithdrawalForm } from '../../features/accounts-and-money/WithdrawalForm.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../features/accounts-and-money/money-out.css';

export default function WithdrawalsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['market', 'payments']);
  useDocumentTitle(t('payments:withdrawals.title'));
  return (
    <section className="card narrow" aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('payments:withdrawals.title')}</h1>
      <p>{t('payments:withdrawals.intro')}</p>
      <WithdrawalForm site={page.site} />
      <p>
        <Link to={pagePath('pre-register', page.site)}>{t('payments:withdrawals.manage')}</Link>
      </p>
    </section>
  );
}
