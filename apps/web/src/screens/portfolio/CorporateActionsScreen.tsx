import type { Page } from '../../lib/page.ts';
import CorporateActionEventScreen from './CorporateActionEventScreen.tsx';
import CorporateActionGroupScreen from './CorporateActionGroupScreen.tsx';
import CorporateActionHistoryScreen from './CorporateActionHistoryScreen.tsx';
import CorporateActionListScreen from './CorporateActionListScreen.tsx';

/**
 * The corporate actions pages in one chunk, as monthly savings' are (the shell lists each lazy screen,
 * and the instrument page's budget counts every byte of that list): the current events, the history,
 * one event's page with its answer and withdrawal, and one event over all the accounts it concerns.
 */
export default function CorporateActionsScreen({ page }: { page: Page }) {
  if (page.routeId === 'corporate-action-event') return <CorporateActionEventScreen page={page} />;
  if (page.routeId === 'corporate-action-group') return <CorporateActionGroupScreen page={page} />;
  if (page.routeId === 'corporate-action-history') return <CorporateActionHistoryScreen page={page} />;
  return <CorporateActionListScreen page={page} />;
}
