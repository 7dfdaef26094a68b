import { type AccountType, dec, firstAccountFor, utcDay } from '@havn/domain/broker/index';
import { eq, inArray } from 'drizzle-orm';
import { deposit } from '../accounts-and-money/ledger/deposits.ts';
import { accountBalances } from '../accounts-and-money/ledger/ledger-repo.ts';
import { ManualClock } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { accounts } from '../db/schema/accounts.ts';
import { instruments } from '../db/schema/instruments.ts';
import { users } from '../db/schema/users.ts';
import { simulatedMarketData } from '../market-data/simulated-provider.ts';
import { fixDividendHolders, payDue } from '../portfolio/corporate-actions/corporate-action-flow.ts';
import { keepAnnounced } from '../portfolio/corporate-actions/corporate-actions-repo.ts';
import { runMatching } from '../trading/matching.ts';
import { placeOrder } from '../trading/order-service.ts';

/**
 * A year of history for each demo customer, so analytics, the portfolio report, purchase lots, members'
 * trades and ratings have something to show on a fresh start. The history goes through the real
 * deposit and order services at past times, priced by the simulator as it stood then; the accounts
 * are shared in the community, so their fills are trade events in the instruments' feeds.
 */
interface Step {
  /** Days after the history starts. */
  day: number;
  deposit?: number;
  buy?: { symbol: string; share: number };
  /** Sells this fraction of the units held. */
  sell?: { symbol: string; fraction: number };
}

/** Each customer's story: what they bought with which share of their cash, and one sale. */
const PLANS: Record<string, { first: number; steps: Step[] }> = {
  astrid: {
    first: 100_000,
    steps: [
      { day: 2, buy: { symbol: 'VOLV B', share: 0.25 } },
      { day: 2, buy: { symbol: 'ASSA B', share: 0.2 } },
      { day: 30, buy: { symbol: 'XACT OMXS30', share: 0.25 } },
      { day: 180, deposit: 20_000, buy: { symbol: 'AAPL', share: 0.2 } },
      { day: 320, sell: { symbol: 'ASSA B', fraction: 0.5 } },
    ],
  },
  ola: {
    first: 100_000,
    steps: [
      { day: 3, buy: { symbol: 'EQNR', share: 0.3 } },
      { day: 3, buy: { symbol: 'DNB', share: 0.25 } },
      { day: 60, buy: { symbol: 'MOWI', share: 0.2 } },
      { day: 250, sell: { symbol: 'EQNR', fraction: 0.4 } },
    ],
  },
  mette: {
    first: 100_000,
    steps: [
      { day: 5, buy: { symbol: 'NOVO B', share: 0.35 } },
      { day: 5, buy: { symbol: 'DSV', share: 0.3 } },
      { day: 200, deposit: 25_000, buy: { symbol: 'CARL B', share: 0.2 } },
    ],
  },
  aino: {
    first: 10_000,
    steps: [
      { day: 4, buy: { symbol: 'KNEBV', share: 0.3 } },
      { day: 4, buy: { symbol: 'SAMPO', share: 0.25 } },
      { day: 90, buy: { symbol: 'NOKIA', share: 0.2 } },
      { day: 300, sell: { symbol: 'NOKIA', fraction: 1 } },
    ],
  },
  max: {
    first: 10_000,
    steps: [
      { day: 2, buy: { symbol: 'MSFT', share: 0.3 } },
      { day: 2, buy: { symbol: 'SPY', share: 0.4 } },
    ],
  },
  emma: {
    first: 10_000,
    steps: [
      { day: 6, buy: { symbol: 'QQQ', share: 0.4 } },
      { day: 120, buy: { symbol: 'NVDA', share: 0.2 } },
    ],
  },
};

/**
 * Histories in an account beside the first, where the demo needs one: Aino's arvo-osuustili, taxed
 * on its sales (her 9A statement), with Kone held in both her accounts (a corporate action in two).
 */
const SIDE_PLANS: { username: string; accountType: AccountType; plan: { first: number; steps: Step[] } }[] = [
  {
    username: 'aino',
    accountType: 'ARVO_OSUUSTILI',
    plan: {
      first: 8_000,
      steps: [
        { day: 10, buy: { symbol: 'KNEBV', share: 0.4 } },
        { day: 12, buy: { symbol: 'SAMPO', share: 0.4 } },
        { day: 370, sell: { symbol: 'SAMPO', fraction: 1 } },
        { day: 385, sell: { symbol: 'KNEBV', fraction: 0.5 } },
      ],
    },
  },
];

/** How far back the histories start. */
export const DEMO_HISTORY_DAYS = 400;
const DAY_MS = 86_400_000;

export async function seedDemoPortfolios(ctx: AppContext): Promise<void> {
  // The history lives in the account registration opened (the ISK, the ASK…), not the ones beside it.
  const owners = (
    await ctx.db
      .select({ username: users.username, country: users.country, account: accounts })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(inArray(users.username, Object.keys(PLANS)))
  ).flatMap((o) => {
    if (o.account.accountType === firstAccountFor(o.country).accountType)
      return [{ ...o, plan: PLANS[o.username]!, keyPrefix: 'demo-history' }];
    const side = SIDE_PLANS.find((s) => s.username === o.username && s.accountType === o.account.accountType);
    return side ? [{ ...o, plan: side.plan, keyPrefix: `demo-history-${side.accountType}` }] : [];
  });
  const symbols = [
    ...new Set(
      [...Object.values(PLANS), ...SIDE_PLANS.map((side) => side.plan)].flatMap((p) =>
        p.steps.flatMap((s) => [s.buy?.symbol, s.sell?.symbol]),
      ),
    ),
  ].filter((s): s is string => s !== undefined);
  const known = await ctx.db
    .select({ id: instruments.id, symbol: instruments.symbol, lotSize: instruments.lotSize })
    .from(instruments)
    .where(inArray(instruments.symbol, symbols));
  const bySymbol = new Map(known.map((i) => [i.symbol, i]));

  // Past days at 15:00 UTC, when the Nordic markets and New York are both open; the simulator answers
  // for any time, and runs around the clock here whatever the configured hours.
  const today = Date.parse(`${utcDay(ctx.clock.now())}T00:00:00Z`);
  const clock = new ManualClock(new Date(today - DEMO_HISTORY_DAYS * DAY_MS + 15 * 3_600_000));
  const past: AppContext = {
    ...ctx,
    clock,
    marketData: simulatedMarketData(ctx.db, clock, { hours: 'always' }),
  };
  const start = clock.now().getTime();

  for (const { account, plan, keyPrefix } of owners) {
    // Shared from the start, so each fill is a trade event in its instrument's feed.
    await ctx.db.update(accounts).set({ sharedInCommunity: true }).where(eq(accounts.accid, account.accid));
    const at = (day: number) => clock.set(new Date(start + day * DAY_MS));
    const depositOn = (day: number, amount: number) =>
      deposit(past, account, {
        amount: String(amount),
        currency: account.currency,
        idempotencyKey: `${keyPrefix}-day-${day}`,
        ip: null,
      });
    at(0);
    await depositOn(0, plan.first);
    let budget = plan.first;
    for (const step of plan.steps) {
      at(step.day);
      if (step.deposit) {
        await depositOn(step.day, step.deposit);
        budget += step.deposit;
      }
      const symbol = step.buy?.symbol ?? step.sell?.symbol;
      const instrument = symbol ? bySymbol.get(symbol) : undefined;
      if (!instrument) continue;
      const quote = (await past.marketData.quotes([instrument.id])).get(instrument.id);
      if (!quote) continue;
      let volume: number;
      if (step.buy) {
        const spend = dec(budget).times(step.buy.share);
        const inAccount = dec(quote.ask).times(
          dec((await past.marketData.fxRate(quote.currency, account.currency)) ?? '1'),
        );
        volume = spend.div(inAccount).div(instrument.lotSize).floor().times(instrument.lotSize).toNumber();
      } else {
        const held = (await accountBalances(ctx.db, account.accid)).get('position', instrument.id);
        volume = held.times(step.sell!.fraction).floor().toNumber();
      }
      if (volume <= 0) continue;
      const order = await placeOrder(
        past,
        account,
        { instrumentId: instrument.id, side: step.buy ? 'BUY' : 'SELL', orderType: 'MARKET', volume },
        null,
      );
      await runMatching(past, { orderIds: [order.id] });
    }
  }
  const paid = await payHistoryDividends(
    past,
    clock,
    [...bySymbol.values()].map((i) => i.id),
    start,
    today,
  );
  ctx.log.info(
    `seeded ${owners.length} demo portfolios with ${DEMO_HISTORY_DAYS} days of history and ${paid} dividends`,
  );
}

/**
 * The dividends the histories' holdings earned, each paid on its own payment day as the schedule would
 * have: the simulator's announcements on the demo's instruments kept, then the clock set to each
 * payment day in turn to fix the holders (from the trades dated before each ex-date) and pay them.
 */
async function payHistoryDividends(
  past: AppContext,
  clock: ManualClock,
  instrumentIds: readonly number[],
  start: number,
  today: number,
): Promise<number> {
  clock.set(new Date(today));
  const wanted = new Set(instrumentIds);
  const notices = (
    await past.marketData.corporateActions(utcDay(new Date(start)), utcDay(new Date(today - DAY_MS)))
  ).filter((n) => wanted.has(n.instrumentId) && n.payDate !== null && n.payDate < utcDay(new Date(today)));
  await keepAnnounced(past.db, notices, new Date(start));
  let paid = 0;
  for (const payDate of [...new Set(notices.map((n) => n.payDate!))].sort()) {
    clock.set(new Date(`${payDate}T12:00:00Z`));
    await fixDividendHolders(past);
    paid += await payDue(past);
  }
  return paid;
}
