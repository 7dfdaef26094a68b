import type { SiteId } from '@havn/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { pagePath } from '../../../lib/page.ts';
import '../savings.css';

/**
 * The ways into pension saving, for the pension pages: a new pension account, monthly saving into one,
 * the yearly statements and the risk profile by age.
 */
export function PensionSavingsLinks({ site }: { site: SiteId }) {
  const { t } = useTranslation('savings');
  return (
    <ul className="pension-savings-links">
      <li>
        <Link to={pagePath('pension-savings-new', site, { step: 'start' })}>{t('pension.links.new')}</Link>
      </li>
      <li>
        <Link to={pagePath('pension-savings-auto', site, { step: 'account' })}>
          {t('pension.links.auto')}
        </Link>
      </li>
      <li>
        <Link to={pagePath('pension-statements', site)}>{t('pension.links.statements')}</Link>
      </li>
      <li>
        <Link to={pagePath('pension-risk-profile', site)}>{t('pension.links.riskProfile')}</Link>
      </li>
    </ul>
  );
}
