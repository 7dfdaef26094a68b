import type { Page } from '../../lib/page.ts';
import CreateSavingsPlanScreen from './CreateSavingsPlanScreen.tsx';
import MonthlySavingsScreen from './MonthlySavingsScreen.tsx';

/**
 * Monthly savings' pages in one chunk, as direct debit's are (the shell lists each lazy screen, and the
 * instrument page's budget counts every byte of that list): the plans and a new plan.
 */
export default function SavingsScreen({ page }: { page: Page }) {
  if (page.routeId === 'monthly-savings-create') return <CreateSavingsPlanScreen page={page} />;
  return <MonthlySavingsScreen page={page} />;
}
