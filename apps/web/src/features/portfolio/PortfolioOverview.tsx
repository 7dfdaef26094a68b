import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { pagePath } from '../../lib/page.ts';
import { RequiredActionNotice } from '../accounts-and-money/RequiredActionNotice.tsx';
import { PerAccount } from './PerAccount.tsx';
import { PositionsList } from './PositionsList.tsx';
import './PortfolioOverview.css';

/** The overview's trading part: deposit and portfolio links, then each account's holdings. */
export function PortfolioOverview({ site }: { site: SiteId }) {
  const { t } = useTranslation('market');
  const { t: tp } = useTranslation('payments');
  return (
    <div className="portfolio-overview">
      <RequiredActionNotice site={site} />
      <nav className="portfolio-links" aria-label={t('positions.title')}>
        <Link className="btn btn-primary" to={pagePath('deposits', site)}>
          {tp('deposit.link')}
        </Link>
        <Link to={pagePath('internal-transfers', site)}>{tp('transfer.link')}</Link>
        <Link to={pagePath('orders-trades', site)}>{t('portfolio.ordersLink')}</Link>
        <Link to={pagePath('transactions', site)}>{t('portfolio.transactionsLink')}</Link>
        <Link to={pagePath('accounts-overview-details', site)}>{t('portfolio.detailsLink')}</Link>
      </nav>
      <h2>{t('positions.title')}</h2>
      <PerAccount>{(account) => <PositionsList accid={account.accid} site={site} />}</PerAccount>
    </div>
  );
}
