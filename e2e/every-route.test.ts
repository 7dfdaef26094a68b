import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@havn/contract';
import type { SiteId } from '@havn/domain';
import { build, isRouteOnSite, ROUTES, type RouteId, type RouteParams } from '@havn/routes';
import type { CorporateActionNotice } from '@havn/server/market-data/provider';
import { runCorporateActions } from '@havn/server/portfolio/corporate-actions/corporate-action-flow';
import { instrumentBySymbol, type TestClient } from '@havn/testkit';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type E2E, moderateA11yViolations, startE2E } from './harness.ts';

/*
 * Every live page of the route catalogue, on a phone (390 px) and a laptop (1366 px), for a visitor
 * and for a member: no page may be wider than the screen, log a console error or throw, or have an
 * accessibility violation of moderate impact or worse: every page scanned by axe on the phone (the
 * screen we design for first), and the key screens on the laptop too (a scan is most of a visit's
 * time, and this file was CI's longest). Screenshots of the key screens go to
 * test-results/screenshots/ (kept by the CI runner) so a reviewer can look at them.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const WIDTHS = [
  { name: '390', width: 390, height: 844, axe: 'every page', title: 'passes axe' },
  { name: '1366', width: 1366, height: 900, axe: 'key screens', title: 'its key screens pass axe' },
] as const;
const VOLVO = { instrumentId: '1001', instrumentName: 'volvo-b' };

interface Visit {
  routeId: RouteId;
  site: SiteId;
  params: RouteParams;
  /** The file name of this page's screenshot, for the key screens. */
  shot?: string;
  /** Only for a visitor (the logout page logs a member out). */
  visitorOnly?: boolean;
}

let e2e: E2E;
let visits: Visit[];
/** Pages answered with a 404 status on purpose (the production build has no developer pages). */
const notFound = [build('catch-all', { path: 'no-such-page' }, 'en'), build('dev-pages', {}, 'en')];

/** Values for the routes' params, read from the demo data through the API. */
async function demoParams() {
  const visitor = e2e.server.client();
  const astrid = e2e.server.client();
  await astrid.callOk(api.identity.login, { body: { username: 'astrid', password: 'havn-demo-2026' } });
  const [account] = await astrid.callOk(api.accountsAndMoney.listAccounts);
  if (!account) throw new Error('seed: astrid has no account');
  // The onboarding pages of a customer are their own (astrid's prospect id is her user id).
  const { id: prospectId } = await astrid.callOk(api.identity.session);
  const { orders } = await astrid.callOk(api.trading.listOrders, { params: { accid: account.accid } });
  const { groups } = await visitor.callOk(api.community.groups.discover);
  const [member] = await visitor.callOk(api.community.content.discoverUsers);
  const { items } = await visitor.callOk(api.marketData.news);
  const [indicator] = await visitor.callOk(api.marketData.indicators);
  const { events } = await visitor.callOk(api.site.events.list);
  const list = await astrid.callOk(api.watchlistsAndAlerts.create, { body: { name: 'Nordic dividends' } });
  await astrid.callOk(api.watchlistsAndAlerts.addInstrument, {
    params: { listId: list.id },
    body: { instrumentId: Number(VOLVO.instrumentId) },
  });
  await astrid.callOk(api.watchlistsAndAlerts.setSharing, {
    params: { listId: list.id },
    body: { shared: true },
  });
  const order = orders[0];
  if (!order || !groups[0] || !member || !items[0] || !indicator || !events[0])
    throw new Error('seed: the demo data is thin');
  const corporateActionId = await announceTenderOffer(astrid, account.accid);
  const fund = await instrumentBySymbol(e2e.server, 'AVA GLOBAL');
  return {
    accid: account.accid,
    orderNumber: String(order.orderNumber),
    group: groups[0].slug,
    profile: member.slug,
    newsId: items[0].id,
    indicator: indicator.symbol,
    listId: String(list.id),
    eventId: events[0].id,
    prospectId,
    corporateActionId,
    fundId: String(fund.id),
  };
}

/**
 * A tender offer for astrid's Volvo B, announced by the market beside the simulator's own dividends
 * (which come and go with the date), so the corporate action pages have an event with an answer form
 * whenever the test runs. Kept by the corporate actions job; its number is the event page's.
 */
async function announceTenderOffer(astrid: TestClient, accid: string): Promise<string> {
  const { ctx } = e2e.server;
  const provider = ctx.marketData;
  const now = ctx.clock.now();
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const offer: CorporateActionNotice = {
    eventId: 'EVERY-ROUTE-TENDER-VOLVB',
    type: 'TENDER_OFFER',
    instrumentId: Number(VOLVO.instrumentId),
    announcedAt: new Date(now.getTime() - 86_400_000),
    exDate: null,
    recordDate: day(20),
    payDate: day(25),
    deadline: new Date(now.getTime() + 14 * 86_400_000),
    cashPerShare: { amountPerShare: '300.00', currency: 'SEK' },
  };
  ctx.marketData = new Proxy(provider, {
    get(target, property) {
      if (property === 'corporateActions') {
        return async (from: string, to: string) => [
          ...(await target.corporateActions(from, to)),
          ...(offer.recordDate >= from && offer.recordDate <= to ? [offer] : []),
        ];
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await runCorporateActions(ctx);
  const open = await astrid.callOk(api.portfolio.corporateActions, {
    params: { accid },
    query: { status: 'OPEN' },
  });
  const event = open.find((e) => e.type === 'TENDER_OFFER');
  if (!event) throw new Error('seed: the tender offer on Volvo B did not reach astrid');
  return String(event.eventId);
}

/** Each live route with its params filled; a live route with required params and no values here fails. */
function visitsFor(p: Awaited<ReturnType<typeof demoParams>>): Visit[] {
  const order = { ...VOLVO, order: 'order' };
  const params: Partial<Record<RouteId, (RouteParams & { shot?: string })[]>> = {
    home: [{ shot: 'home' }],
    'market-overview': [{ shot: 'market-overview' }, { country: 'no' }],
    'market-news': [{}, { newsId: p.newsId }],
    'market-indicator': [{ name: p.indicator }],
    instrument: [
      { ...VOLVO, shot: 'instrument' },
      { ...order, intent: 'buy', shot: 'order-drawer' },
      { ...order, intent: 'show', intentPayload: p.orderNumber },
    ],
    'instrument-by-slug': [{ instrumentSlug: VOLVO.instrumentName }],
    'cost-info': [{ instrumentId: VOLVO.instrumentId }],
    'latest-trades': [{ instrumentId: VOLVO.instrumentId }],
    'order-modify': [{ id: p.orderNumber }],
    'order-comment': [{ id: p.orderNumber }],
    'order-show': [{ id: p.orderNumber }],
    // A fund's buy page for astrid's first account; she holds no fund, so its sell page says so.
    'fund-buy': [
      { instrumentId: p.fundId, instrumentName: 'avanza-global', accid: p.accid, shot: 'fund-buy' },
    ],
    'fund-sell': [{ instrumentId: p.fundId, instrumentName: 'avanza-global', accid: p.accid }],
    'shared-list': [{ listId: p.listId }],
    search: [{}, { query: 'volvo' }],
    'discover-overview': [{ shot: 'feed' }],
    'discover-groups': [{}, { chip: 'most-active' }],
    'user-profile': [{ slug: p.profile, shot: 'profile' }],
    group: [{ slug: p.group, shot: 'group' }],
    'accounts-overview': [{ shot: 'overview' }, { accids: p.accid }],
    'accounts-overview-details': [{}],
    currencies: [{}],
    'catch-all': [{ path: 'no-such-page' }],
    // The instrument page alone, without the site's chrome.
    fullscreen: [{ path: build('instrument', VOLVO, 'en').slice('/en/'.length), shot: 'fullscreen' }],
    'event-details': [{ eventId: p.eventId }],
    // Without its signed token: the page says the link is incomplete.
    'event-unsubscribe': [{ eventId: p.eventId }],
    'customer-information': [{ prospectId: p.prospectId }],
    'customer-creation': [{ prospectId: p.prospectId }],
    'knowledge-test': [{ mifid2Category: 'leveraged' }],
    assess: [{ context: 'order' }],
    'account-creation-insurance-appropriateness': [{ type: 'SIP' }],
    withdrawals: [{ shot: 'withdrawals' }],
    'pre-register': [{}, { tab: 'se', action: 'add', shot: 'pre-register' }],
    'pre-register-status': [{ status: 'success' }, { status: 'cancel' }, { status: 'postpone' }],
    // Without the account in its query: the page says it cannot find the deposit.
    'deposit-finalize': [{ status: 'success', requestId: '00000000-0000-4000-8000-000000000000' }],
    // Without a plan in its query: the page says which plan is missing and links back to the list.
    'monthly-savings-edit': [{ type: 'fund' }],
    // The wizard's first step, and its summary with nothing answered (it sends back to the first step).
    'monthly-savings-auto-fund': [{ step: 'amount' }, { step: 'summary' }],
    // Funding monthly savings: astrid has no plan that buys from cash, so each kind's first step says so
    // and links to a new plan; its summary with nothing chosen sends back to the first step.
    'monthly-savings-transfer': [
      { kind: 'funds', step: 'transfer', shot: 'monthly-savings-transfer' },
      { kind: 'funds', step: 'summary' },
      { kind: 'etfs', step: 'transfer' },
      { kind: 'etfs', step: 'summary' },
    ],
    // A tender offer on a holding: its summary, the answer form and the withdrawal (nothing to withdraw).
    'corporate-actions': [{ shot: 'corporate-actions' }],
    'corporate-action-history': [{}],
    'corporate-action-event': [
      { eventId: p.corporateActionId, accid: p.accid, shot: 'corporate-action-event' },
      { eventId: p.corporateActionId, accid: p.accid, page: 'edit' },
      { eventId: p.corporateActionId, accid: p.accid, page: 'delete' },
    ],
    // The tender offer over every account of astrid's it concerns; a number no event has: not found.
    'corporate-action-group': [
      { groupId: p.corporateActionId, shot: 'corporate-action-group' },
      { groupId: '999999999' },
    ],
    // Astrid is Swedish: no account of hers reports on the Finnish 9A, and the page says which does.
    '9a-report': [{ shot: '9a-report' }],
    // The seven levels and the call to choose one (the demo's members have no risk profile yet).
    'fund-portfolio-guide': [{ shot: 'fund-portfolio-guide' }],
    // The demo's members hold no fund: the page explains and links to the funds list.
    'fund-swap-orders': [{ shot: 'fund-swap-orders' }],
    // Rebalancing needs two funds in an account: the demo's members hold none, so the page says so.
    'rebalance-funds': [{ shot: 'rebalance-funds' }],
    // Moving a pension here: its first step (the companies the simulated service knows), and its
    // summary with nothing chosen (it sends back to the first step); the pension page with no moves.
    'move-my-pension': [{ step: 'choose-company', shot: 'move-my-pension' }, { step: 'compilation' }],
    'pension-transfer': [{ step: 'choose-company' }],
    // Private banking: astrid's standing against 2.5 MSEK; the mortgage's calculator at its starting
    // figures; the application's first step.
    'private-banking': [{ shot: 'private-banking' }],
    mortgage: [{ shot: 'mortgage' }],
    'mortgage-application': [{ shot: 'mortgage-application' }],
    // Securities lending: astrid's default account, its holdings' lending values and the application.
    credit: [{ shot: 'credit' }],
    // Moving funds here: its first step (the providers the simulated service knows), its summary with
    // nothing chosen (it sends back to the first step), and the confirmation with no transfers yet.
    'move-savings': [
      { step: 'choose-account', shot: 'move-savings' },
      { step: 'summary' },
      { step: 'confirmation' },
    ],
    'pension-information': [{ shot: 'pension-information' }],
    // Starting pension saving: what it is (Sweden's two pension accounts) and the choice; monthly saving
    // into one: astrid has no pension account yet (the page links to a new one), its summary likewise.
    'pension-savings-new': [{ step: 'start', shot: 'pension-savings-new' }, { step: 'choose' }],
    'pension-savings-auto': [{ step: 'account', shot: 'pension-savings-auto' }, { step: 'summary' }],
    // Developer pages exist in development builds only: the production build answers "not found".
    'dev-pages': [{}],
  };
  const out: Visit[] = [];
  for (const route of ROUTES.filter((r) => r.status === 'live')) {
    const sets = params[route.id] ?? (route.params.every((q) => q.optional) ? [{}] : undefined);
    if (!sets) throw new Error(`every-route: no param values for the live route "${route.id}"`);
    const site: SiteId = isRouteOnSite(route, 'en') ? 'en' : (route.sites?.[0] ?? 'en');
    for (const { shot, ...values } of sets) {
      out.push({
        routeId: route.id,
        site,
        params: values,
        ...(shot ? { shot } : {}),
        ...(route.id === 'logout' ? { visitorOnly: true } : {}),
      });
    }
  }
  // German words are the longest: the market pages again on the German site.
  for (const routeId of ['market-overview', 'stock-list', 'instrument'] as const) {
    out.push({ routeId, site: 'de', params: routeId === 'instrument' ? VOLVO : {} });
  }
  return out;
}

beforeAll(async () => {
  e2e = await startE2E({ seedDemo: true });
  visits = visitsFor(await demoParams());
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

/*
 * The page's horizontal overflow and the outermost elements that stick out, or null when it fits.
 * A string, run in the page: the e2e project is typed without the DOM library.
 */
const OVERFLOW = `(() => {
  const vw = window.innerWidth;
  const width = document.documentElement.scrollWidth;
  if (width <= vw) return null;
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const culprits = [];
  for (const el of document.querySelectorAll('body *')) {
    const right = el.getBoundingClientRect().right;
    const parentRight = el.parentElement ? el.parentElement.getBoundingClientRect().right : 0;
    if (right > vw + 1 && parentRight <= vw + 1 && !clipped(el)) {
      const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + [...el.classList].map((c) => '.' + c).join('');
      culprits.push(name + ' (right edge ' + Math.round(right) + ' px)');
    }
  }
  return width + ' px wide in a ' + vw + ' px window: ' + (culprits.slice(0, 4).join(', ') || 'no single element');
})()`;

/** Waits until the screen has its heading and no spinner is left. */
async function settleOnce(page: Page): Promise<void> {
  // Generous: on CI the server suites run beside the browser and a page may take seconds to show.
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  // Polled from here: the app's CSP forbids the string evaluation waitForFunction would use.
  for (let waited = 0; (await page.locator('.spinner').count()) > 0; waited += 100) {
    if (waited > 30_000) throw new Error('a spinner is still turning after 30 s');
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(200);
}

/**
 * Settles twice: a member's page may wait once more after it first showed (a part that needs words
 * or code not loaded yet, once the session is known), and is scanned when that has come too.
 */
async function settle(page: Page): Promise<void> {
  await settleOnce(page);
  await settleOnce(page);
}

async function check(context: BrowserContext, who: 'visitor' | 'member', width: (typeof WIDTHS)[number]) {
  const failures: string[] = [];
  const page = await context.newPage();
  await page.setViewportSize({ width: width.width, height: width.height });
  let current = '';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs the 404 status of an unknown page's document as an error.
    const expected404 = notFound.includes(current) && message.location().url.endsWith(current);
    if (!expected404) failures.push(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`${current}: page error: ${error.message}`));
  for (const visit of visits) {
    const route = ROUTES.find((r) => r.id === visit.routeId)!;
    if (visit.visitorOnly && who === 'member') continue;
    if (route.auth && who === 'visitor') continue;
    current = build(visit.routeId, visit.params, visit.site);
    try {
      await page.goto(current);
      await settle(page);
    } catch (error) {
      failures.push(`${current}: did not settle: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const wide = (await page.evaluate(OVERFLOW)) as string | null;
    if (wide) failures.push(`${current}: ${wide}`);
    // The API reference is Swagger UI's own markup (a maintained renderer we do not fork); our part of
    // the page, its guide to keys and scopes, is scanned like every other page.
    if (width.axe === 'every page' || visit.shot) {
      for (const violation of await moderateA11yViolations(page, ['.api-reference']))
        failures.push(`${current}: axe ${violation}`);
    }
    if (visit.shot) {
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${visit.shot}-${who}-${width.name}.png`),
        fullPage: visit.shot !== 'order-drawer',
      });
    }
  }
  await page.close();
  return failures;
}

describe('every live page in Chromium', () => {
  for (const who of ['visitor', 'member'] as const) {
    describe(`for a ${who}`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await e2e.browser.newContext({
          baseURL: e2e.baseUrl,
          locale: 'en-GB',
          timezoneId: 'Europe/Stockholm',
        });
        if (who === 'member') {
          const page = await context.newPage();
          await page.goto(build('login', {}, 'en'));
          await page.getByLabel('Username').fill('astrid');
          await page.getByLabel('Password').fill('havn-demo-2026');
          await page.getByRole('button', { name: 'Log in' }).last().click();
          await page.getByTestId('session-user').waitFor();
          await page.close();
        }
      });
      afterAll(async () => {
        await context?.close();
      });
      // The two widths side by side, each in a page of its own: most of a visit is waiting for the
      // page to settle, and one width's waits are the other's time to draw (CI's longest file).
      for (const width of WIDTHS) {
        it.concurrent(`fits ${width.width} px, logs no error, ${width.title}`, async ({ expect }) => {
          // The first failures in the message, so the one line a CI log's summary keeps names them.
          const failures = await check(context, who, width);
          expect(failures, failures.slice(0, 3).join(' | ')).toEqual([]);
          // A member's pass visits well over a hundred pages, each settled twice and most scanned by axe.
        }, 2_400_000);
      }
    });
  }
});
