import type { RouteId } from '@havn/routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../components/Spinner.tsx';
import { PageFrame } from '../features/site/PageFrame.tsx';
import { usePageHeadingFocus } from '../lib/focus.ts';
import { useLocation } from '../lib/navigation.tsx';
import type { Page } from '../lib/page.ts';
import { SiteContext } from '../lib/site-context.ts';
import { Shell } from './Shell.tsx';

type Screen = ComponentType<{ page: Page }>;

const NotFoundScreen: Screen = lazy(() => import('../screens/site/NotFoundScreen.tsx'));
const InstrumentListScreen: Screen = lazy(() => import('../screens/market/InstrumentListScreen.tsx'));
const OrderEntryScreen: Screen = lazy(() => import('../screens/market/OrderEntryScreen.tsx'));
const FundOrderScreen: Screen = lazy(() => import('../screens/market/FundOrderScreen.tsx'));
const DirectDebitScreen: Screen = lazy(() => import('../screens/transfers/DirectDebitScreen.tsx'));
const SavingsScreen: Screen = lazy(() => import('../screens/savings/SavingsScreen.tsx'));
const CorporateActionsScreen: Screen = lazy(() => import('../screens/portfolio/CorporateActionsScreen.tsx'));
const MovePensionScreen: Screen = lazy(() => import('../screens/portfolio/MovePensionScreen.tsx'));

/** Screens by route id; routes without a screen yet show the planned page. */
const screens: Partial<Record<RouteId, ComponentType<{ page: Page }>>> = {
  home: lazy(() => import('../screens/home/HomeScreen.tsx')),
  login: lazy(() => import('../screens/auth/LoginScreen.tsx')),
  register: lazy(() => import('../screens/auth/RegisterScreen.tsx')),
  logout: lazy(() => import('../screens/auth/LogoutScreen.tsx')),
  'accounts-overview': lazy(() => import('../screens/portfolio/AccountsOverviewScreen.tsx')),
  'accounts-overview-details': lazy(() => import('../screens/portfolio/AccountsOverviewDetailsScreen.tsx')),
  'orders-trades': lazy(() => import('../screens/portfolio/OrdersTradesScreen.tsx')),
  transactions: lazy(() => import('../screens/portfolio/TransactionsScreen.tsx')),
  deposits: lazy(() => import('../screens/transfers/DepositsScreen.tsx')),
  withdrawals: lazy(() => import('../screens/transfers/WithdrawalsScreen.tsx')),
  'pre-register': lazy(() => import('../screens/transfers/PreRegisterScreen.tsx')),
  'pre-register-status': lazy(() => import('../screens/transfers/PreRegisterStatusScreen.tsx')),
  'internal-transfers': lazy(() => import('../screens/transfers/InternalTransfersScreen.tsx')),
  'recurring-deposits': DirectDebitScreen,
  autogiro: DirectDebitScreen,
  'trustly-loading': lazy(() => import('../screens/transfers/TrustlyLoadingScreen.tsx')),
  'deposit-finalize': lazy(() => import('../screens/transfers/DepositFinalizeScreen.tsx')),
  allocation: lazy(() => import('../screens/portfolio/AllocationScreen.tsx')),
  analytics: lazy(() => import('../screens/portfolio/AnalyticsScreen.tsx')),
  'portfolio-report': lazy(() => import('../screens/portfolio/PortfolioReportScreen.tsx')),
  currencies: lazy(() => import('../screens/portfolio/CurrenciesScreen.tsx')),
  'purchase-lots': lazy(() => import('../screens/portfolio/PurchaseLotsScreen.tsx')),
  'realisation-overview': lazy(() => import('../screens/portfolio/RealisationScreen.tsx')),
  '9a-report': lazy(() => import('../screens/portfolio/TaxReport9AScreen.tsx')),
  'fund-swap-orders': lazy(() => import('../screens/portfolio/FundSwitchScreen.tsx')),
  'rebalance-funds': lazy(() => import('../screens/portfolio/RebalanceFundsScreen.tsx')),
  'corporate-actions': CorporateActionsScreen,
  'corporate-action-history': CorporateActionsScreen,
  'corporate-action-event': CorporateActionsScreen,
  'corporate-action-group': CorporateActionsScreen,
  'monthly-savings': SavingsScreen,
  'monthly-savings-create': SavingsScreen,
  'monthly-savings-edit': SavingsScreen,
  'monthly-savings-auto-fund': SavingsScreen,
  'monthly-savings-transfer': SavingsScreen,
  'fund-portfolio-guide': SavingsScreen,
  'pension-savings-new': SavingsScreen,
  'pension-savings-auto': SavingsScreen,
  'move-savings': lazy(() => import('../screens/savings/MoveSavingsScreen.tsx')),
  'pension-prognosis': lazy(() => import('../screens/portfolio/PensionPrognosisScreen.tsx')),
  'pension-information': lazy(() => import('../screens/portfolio/PensionInformationScreen.tsx')),
  'pension-statements': lazy(() => import('../screens/portfolio/PensionStatementsScreen.tsx')),
  'pension-risk-profile': lazy(() => import('../screens/portfolio/PensionRiskProfileScreen.tsx')),
  'move-my-pension': MovePensionScreen,
  'pension-transfer': MovePensionScreen,
  'private-banking': lazy(() => import('../screens/credit/PrivateBankingScreen.tsx')),
  mortgage: lazy(() => import('../screens/credit/MortgageScreen.tsx')),
  credit: lazy(() => import('../screens/credit/CreditScreen.tsx')),
  'mortgage-application': lazy(() => import('../screens/credit/MortgageApplicationScreen.tsx')),
  'catch-all': NotFoundScreen,
  status: lazy(() => import('../screens/site/StatusScreen.tsx')),
  events: lazy(() => import('../screens/site/EventsScreen.tsx')),
  faq: lazy(() => import('../screens/site/FaqScreen.tsx')),
  'event-details': lazy(() => import('../screens/site/EventDetailsScreen.tsx')),
  'event-unsubscribe': lazy(() => import('../screens/site/EventUnsubscribeScreen.tsx')),
  'nightly-downtime-status': lazy(() => import('../screens/site/NightlyDowntimeScreen.tsx')),
  canceled: lazy(() => import('../screens/site/OutcomeScreen.tsx')),
  error: lazy(() => import('../screens/site/OutcomeScreen.tsx')),
  ...(import.meta.env.DEV ? { 'dev-pages': lazy(() => import('../screens/site/DevPagesScreen.tsx')) } : {}),
  'external-api-docs': lazy(() => import('../screens/site/ApiDocsScreen.tsx')),
  'settings-account-settings': lazy(() => import('../screens/settings/AccountSettingsScreen.tsx')),
  'settings-my-profile': lazy(() => import('../screens/settings/MyProfileScreen.tsx')),
  'settings-kyc': lazy(() => import('../screens/settings/KycSettingsScreen.tsx')),
  onboarding: lazy(() => import('../screens/onboarding/OnboardingScreen.tsx')),
  'login-next': lazy(() => import('../screens/onboarding/LoginNextScreen.tsx')),
  'customer-information': lazy(() => import('../screens/onboarding/CustomerInformationScreen.tsx')),
  'customer-creation': lazy(() => import('../screens/onboarding/CustomerCreationScreen.tsx')),
  'required-action': lazy(() => import('../screens/onboarding/RequiredActionScreen.tsx')),
  'compliance-reviews': lazy(() => import('../screens/compliance/ComplianceScreen.tsx')),
  'settings-approved-instruments': lazy(() => import('../screens/settings/ApprovedInstrumentsScreen.tsx')),
  'settings-risk-profile': lazy(() => import('../screens/settings/RiskProfileScreen.tsx')),
  'settings-subscriptions': lazy(() => import('../screens/settings/SubscriptionsScreen.tsx')),
  'settings-advising': lazy(() => import('../screens/settings/AdvisingScreen.tsx')),
  'knowledge-test': lazy(() => import('../screens/settings/KnowledgeTestScreen.tsx')),
  assess: lazy(() => import('../screens/settings/AssessScreen.tsx')),
  'account-creation': lazy(() => import('../screens/accounts/AccountCreationScreen.tsx')),
  'account-creation-list': lazy(() => import('../screens/accounts/AccountCreationListScreen.tsx')),
  'account-creation-welcome': lazy(() => import('../screens/accounts/AccountCreationWelcomeScreen.tsx')),
  'account-creation-advising': lazy(() => import('../screens/settings/AdvisingScreen.tsx')),
  'account-creation-insurance-appropriateness': lazy(
    () => import('../screens/accounts/InsuranceAppropriatenessScreen.tsx'),
  ),
  'account-creation-loading': lazy(() => import('../screens/accounts/AccountCreationLoadingScreen.tsx')),
  instrument: lazy(() => import('../screens/market/InstrumentScreen.tsx')),
  order: OrderEntryScreen,
  'cost-info': lazy(() => import('../screens/market/InstrumentDetailScreen.tsx')),
  'latest-trades': lazy(() => import('../screens/market/InstrumentDetailScreen.tsx')),
  'order-buy': OrderEntryScreen,
  'order-sell': OrderEntryScreen,
  'order-show': OrderEntryScreen,
  'order-modify': OrderEntryScreen,
  'order-comment': OrderEntryScreen,
  'instrument-by-slug': lazy(() => import('../screens/market/InstrumentScreen.tsx')),
  'fund-buy': FundOrderScreen,
  'fund-sell': FundOrderScreen,
  'user-profile': lazy(() => import('../screens/community/UserProfileScreen.tsx')),
  group: lazy(() => import('../screens/community/GroupScreen.tsx')),
  'discover-overview': lazy(() => import('../screens/community/DiscoverOverviewScreen.tsx')),
  'discover-users': lazy(() => import('../screens/community/DiscoverUsersScreen.tsx')),
  'discover-groups': lazy(() => import('../screens/community/DiscoverGroupsScreen.tsx')),
  // The server sends a legacy shared link whose list exists on to it (301); the rest are not found.
  'shared-list-old': lazy(() => import('../screens/site/NotFoundScreen.tsx')),
  'shared-list-by-owner-old': lazy(() => import('../screens/site/NotFoundScreen.tsx')),
  search: lazy(() => import('../screens/market/SearchScreen.tsx')),
  watchlist: lazy(() => import('../screens/market/WatchlistScreen.tsx')),
  'shared-list': lazy(() => import('../screens/market/SharedListScreen.tsx')),
  'price-alerts': lazy(() => import('../screens/market/PriceAlertsScreen.tsx')),
  messages: lazy(() => import('../screens/market/MessagesScreen.tsx')),
  'back-office-support': lazy(() => import('../screens/site/BackOfficeSupportScreen.tsx')),
  'trigger-case': lazy(() => import('../screens/site/TriggerCaseScreen.tsx')),
  'market-overview': lazy(() => import('../screens/market/MarketOverviewScreen.tsx')),
  instruments: lazy(() => import('../screens/market/InstrumentsScreen.tsx')),
  'market-indicator': lazy(() => import('../screens/market/MarketIndicatorScreen.tsx')),
  'market-news': lazy(() => import('../screens/market/MarketNewsScreen.tsx')),
  'stock-list': InstrumentListScreen,
  'etf-list': InstrumentListScreen,
  'fund-list': InstrumentListScreen,
  'investment-fund-list': InstrumentListScreen,
  'certificate-list': InstrumentListScreen,
  'bull-bear-list': InstrumentListScreen,
  'tracker-list': InstrumentListScreen,
  'mini-future-list': InstrumentListScreen,
  'unlimited-turbo-list': InstrumentListScreen,
  'warrant-list': InstrumentListScreen,
  'option-list': InstrumentListScreen,
};
const PlannedScreen: Screen = lazy(() => import('../screens/site/PlannedScreen.tsx'));
/** Any page with `?join=1` opens the community onboarding (links to join point there). */
const JoinFromUrl = lazy(() =>
  import('../features/community/membership/JoinFromUrl.tsx').then((m) => ({ default: m.JoinFromUrl })),
);

/** Which page this is, for focus: the order segment opens a drawer on the same page, it is no move. */
function pageKey({ site, routeId, params }: Page): string {
  const { order: _order, intent: _intent, intentPayload: _payload, ...rest } = params;
  return JSON.stringify([site, routeId, rest]);
}

/**
 * The route catalogue's developer pages are for the team: a development build has them; in the
 * production build (and its bundle) they are an unknown page like any other.
 */
function customerPage(page: Page): Page {
  return page.routeId === 'dev-pages' && !import.meta.env.DEV ? { ...page, routeId: 'catch-all' } : page;
}

export function SiteLayout(props: { page: Page }) {
  const page = customerPage(props.page);
  usePageHeadingFocus(pageKey(page));
  const Screen = screens[page.routeId] ?? PlannedScreen;
  const joining = new URLSearchParams(useLocation().search).get('join') === '1';
  if (page.fullscreen) {
    // The page alone: no header, navigation, crumbs or footer (embedded on a screen or in a frame).
    return (
      <SiteContext.Provider value={page.site}>
        <main id="main" tabIndex={-1} className="main main-fullscreen">
          <Suspense fallback={<Spinner />}>
            <Screen key={page.routeId} page={page} />
          </Suspense>
        </main>
      </SiteContext.Provider>
    );
  }
  return (
    <SiteContext.Provider value={page.site}>
      <Shell page={page}>
        <PageFrame page={page}>
          <Suspense fallback={<Spinner />}>
            <Screen key={page.routeId} page={page} />
          </Suspense>
          {joining && (
            <Suspense fallback={null}>
              <JoinFromUrl />
            </Suspense>
          )}
        </PageFrame>
      </Shell>
    </SiteContext.Provider>
  );
}
