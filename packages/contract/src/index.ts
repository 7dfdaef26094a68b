import { accountOpeningApi } from './accounts-and-money/account-opening.ts';
import * as accounts from './accounts-and-money/accounts.ts';
import { appropriatenessApi } from './accounts-and-money/appropriateness.ts';
import { customerSettingsApi } from './accounts-and-money/customer-settings.ts';
import { directDebitApi } from './accounts-and-money/direct-debit.ts';
import { moneyApi } from './accounts-and-money/money.ts';
import { moneyOutApi } from './accounts-and-money/money-out.ts';
import { transfersApi } from './accounts-and-money/transfers.ts';
import { contentApi } from './community/content.ts';
import { groupsApi } from './community/groups.ts';
import { moderationApi } from './community/moderation.ts';
import { profilesApi } from './community/profiles.ts';
import * as search from './community/search.ts';
import { settingsApi } from './community/settings.ts';
import { translationApi } from './community/translation.ts';
import { mortgagesApi } from './credit/mortgages.ts';
import { privateBankingApi } from './credit/private-banking.ts';
import { securitiesLendingApi } from './credit/securities-lending.ts';
import type { Endpoint } from './endpoint.ts';
import * as auth from './identity/auth.ts';
import { onboardingApi } from './identity/onboarding.ts';
import * as instruments from './market-data/instruments.ts';
import { marketApi } from './market-data/market.ts';
import { apiKeysApi } from './platform/api-keys.ts';
import * as health from './platform/health.ts';
import { mediaApi } from './platform/media.ts';
import { streamApi } from './platform/stream-api.ts';
import { corporateActionsApi } from './portfolio/corporate-actions.ts';
import { fundTransfersApi } from './portfolio/fund-transfers.ts';
import { holdingsApi } from './portfolio/holdings.ts';
import { overviewApi } from './portfolio/overview.ts';
import { pensionMovesApi } from './portfolio/pension-moves.ts';
import { pensionStatementsApi } from './portfolio/pension-statements.ts';
import { portfolioApi } from './portfolio/portfolio.ts';
import { eventsApi } from './site/events.ts';
import * as faqApi from './site/faq.ts';
import * as site from './site/site.ts';
import { supportApi } from './site/support.ts';
import { fundOrdersApi } from './trading/fund-orders.ts';
import { fundPortfolioGuideApi } from './trading/fund-portfolio-guide.ts';
import { fundRebalancesApi } from './trading/fund-rebalances.ts';
import { savingsPlansApi } from './trading/savings-plans.ts';
import { tradingApi } from './trading/trading.ts';
import { watchlistsApi } from './watchlists-and-alerts/watchlists.ts';

export * from './accounts-and-money/account-opening.ts';
export * from './accounts-and-money/accounts.ts';
export * from './accounts-and-money/appropriateness.ts';
export * from './accounts-and-money/customer-settings.ts';
export * from './accounts-and-money/direct-debit.ts';
export * from './accounts-and-money/money.ts';
export * from './accounts-and-money/money-out.ts';
export * from './accounts-and-money/transfers.ts';
export * from './community/index.ts';
export * from './credit/mortgages.ts';
export * from './credit/private-banking.ts';
export * from './credit/securities-lending.ts';
export * from './endpoint.ts';
export * from './endpoint-ref.ts';
export * from './errors.ts';
export * from './identity/auth.ts';
export * from './identity/auth-values.ts';
export * from './identity/onboarding.ts';
export * from './input.ts';
export * from './market-data/instruments.ts';
export * from './market-data/market.ts';
export * from './market-data/market-values.ts';
export * from './platform/api-keys.ts';
export * from './platform/health.ts';
export * from './platform/media.ts';
export * from './portfolio/corporate-actions.ts';
export * from './portfolio/fund-transfers.ts';
export * from './portfolio/holdings.ts';
export * from './portfolio/overview.ts';
export * from './portfolio/pension-moves.ts';
export * from './portfolio/pension-statements.ts';
export * from './portfolio/portfolio.ts';
export * from './portfolio/portfolio-values.ts';
export * from './problem.ts';
export * from './site/events.ts';
export * from './site/faq.ts';
export * from './site/site.ts';
export * from './site/support.ts';
export * from './trading/fund-orders.ts';
export * from './trading/fund-portfolio-guide.ts';
export * from './trading/fund-rebalances.ts';
export * from './trading/savings-plans.ts';
export * from './trading/trading.ts';
export * from './watchlists-and-alerts/watchlist-values.ts';
export * from './watchlists-and-alerts/watchlists.ts';

/**
 * Every endpoint of the API, grouped by the bounded context that serves it (the same names as the
 * server's modules and the web's features), for the server's registration check, the typed clients
 * and the OpenAPI test.
 */
export const api = {
  identity: {
    register: auth.register,
    login: auth.login,
    logout: auth.logout,
    session: auth.session,
    ...onboardingApi,
  },
  accountsAndMoney: {
    listAccounts: accounts.listAccounts,
    accountTypes: accountOpeningApi.accountTypes,
    openAccount: accountOpeningApi.openAccount,
    updateAccount: accountOpeningApi.updateAccount,
    deposit: moneyApi.deposit,
    depositStatus: moneyApi.depositStatus,
    bankTransfer: moneyApi.bankTransfer,
    transfer: transfersApi.create,
    transactions: moneyApi.transactions,
    ...moneyOutApi,
    ...directDebitApi,
    appropriateness: appropriatenessApi,
    customer: customerSettingsApi,
  },
  trading: {
    placeOrder: tradingApi.placeOrder,
    listOrders: tradingApi.listOrders,
    modifyOrder: tradingApi.modifyOrder,
    orderByNumber: tradingApi.orderByNumber,
    cancelOrder: tradingApi.cancelOrder,
    ...fundOrdersApi,
    ...fundRebalancesApi,
  },
  savings: { ...savingsPlansApi, ...fundPortfolioGuideApi },
  /** Havn's mortgage (indication, applications), private banking and securities lending. */
  credit: {
    mortgage: mortgagesApi,
    privateBanking: privateBankingApi,
    securitiesLending: securitiesLendingApi,
  },
  marketData: {
    ...marketApi,
    instrumentSearch: instruments.instrumentSearch,
    indicators: instruments.indicatorList,
    curatedListIds: instruments.curatedListIds,
    instrument: instruments.instrumentById,
  },
  portfolio: {
    ...portfolioApi,
    ...overviewApi,
    ...corporateActionsApi,
    positions: holdingsApi.positions,
    allocation: holdingsApi.allocation,
  },
  /**
   * Moving a pension here from another company, a pension account's yearly statement and the risk
   * profile by years to the payout age (the prognosis is `portfolio.pensionPrognosis`).
   */
  pension: { ...pensionMovesApi, ...pensionStatementsApi },
  /** Moving fund holdings here from another fund company or bank (the web's move-savings). */
  fundTransfers: fundTransfersApi,
  watchlistsAndAlerts: watchlistsApi,
  community: {
    search: search.search,
    profiles: profilesApi,
    content: contentApi,
    groups: groupsApi,
    moderation: moderationApi,
    settings: settingsApi,
    translation: translationApi,
  },
  platform: {
    health: health.health,
    ready: health.ready,
    status: health.status,
    events: streamApi.events,
    media: mediaApi.get,
    apiKeys: apiKeysApi,
  },
  site: {
    routes: site.siteRoutes,
    sitemapIndex: site.sitemapIndex,
    sitemapPart: site.sitemapPart,
    events: eventsApi,
    faq: faqApi.faq,
    support: supportApi,
  },
} as const;

type EndpointTree = { readonly [name: string]: Endpoint | EndpointTree };

function isEndpoint(value: Endpoint | EndpointTree): value is Endpoint {
  return typeof (value as Endpoint).method === 'string' && typeof (value as Endpoint).path === 'string';
}

/** Every endpoint of a tree of endpoints (the whole `api` by default), flattened. */
export function allEndpoints(tree: EndpointTree = api): Endpoint[] {
  return Object.values(tree).flatMap((node) => (isEndpoint(node) ? [node] : allEndpoints(node)));
}

function namedEndpoints(tree: EndpointTree, prefix: string): [Endpoint, string][] {
  return Object.entries(tree).flatMap(([name, node]) =>
    isEndpoint(node) ? [[node, `${prefix}${name}`]] : namedEndpoints(node, `${prefix}${name}.`),
  );
}

const operationIds = new Map<Endpoint, string>();
for (const [endpoint, name] of namedEndpoints(api, '')) {
  if (!operationIds.has(endpoint)) operationIds.set(endpoint, name);
}

/**
 * The OpenAPI operationId of an endpoint: its place in the grouped `api` object
 * (`trading.placeOrder`, `community.content.feed`), so a generated client reads like our own code.
 * An endpoint outside `api` has none, and the server refuses to register it.
 */
export function operationIdOf(endpoint: Endpoint): string | undefined {
  return operationIds.get(endpoint);
}
