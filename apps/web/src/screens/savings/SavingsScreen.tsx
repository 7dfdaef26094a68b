import type { Page } from '../../lib/page.ts';
import AutoFundScreen from './AutoFundScreen.tsx';
import CreateSavingsPlanScreen from './CreateSavingsPlanScreen.tsx';
import EditSavingsPlanScreen from './EditSavingsPlanScreen.tsx';
import FundPortfolioGuideScreen from './FundPortfolioGuideScreen.tsx';
import MonthlySavingsScreen from './MonthlySavingsScreen.tsx';
import MonthlySavingsTransferScreen from './MonthlySavingsTransferScreen.tsx';
import PensionSavingsScreen from './PensionSavingsScreen.tsx';

/**
 * Monthly savings' pages in one chunk, as direct debit's are (the shell lists each lazy screen, and the
 * instrument page's budget counts every byte of that list): the plans, a new plan on one form or step
 * by step, a plan's change, the monthly transfer that funds plans, the fund portfolio guide that leads to a new plan, and pension saving (a pension account, monthly
 * saving into it).
 */
export default function SavingsScreen({ page }: { page: Page }) {
  if (page.routeId === 'monthly-savings-create') return <CreateSavingsPlanScreen page={page} />;
  if (page.routeId === 'monthly-savings-auto-fund') return <AutoFundScreen page={page} />;
  if (page.routeId === 'monthly-savings-edit') return <EditSavingsPlanScreen page={page} />;
  if (page.routeId === 'pension-savings-new' || page.routeId === 'pension-savings-auto') {
    return <PensionSavingsScreen page={page} />;
  }
  if (page.routeId === 'monthly-savings-transfer') return <MonthlySavingsTransferScreen page={page} />;
  if (page.routeId === 'fund-portfolio-guide') return <FundPortfolioGuideScreen page={page} />;
  return <MonthlySavingsScreen page={page} />;
}
