import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import { dec, FX_RATES_SEK } from '@havn/domain/broker/index';
import type { Clock } from '@havn/server/clock';
import { rowsOf } from '@havn/server/db/rows';
import { accounts } from '@havn/server/db/schema/accounts';
import { instruments } from '@havn/server/db/schema/instruments';
import type {
  CorporateActionNotice,
  DailyClose,
  MarketDataProvider,
  Quote,
} from '@havn/server/market-data/provider';
import { eq, sql } from 'drizzle-orm';
import { type Member, member } from './seeds.ts';
import type { TestClient } from './test-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The quotes a test sets: decimal strings, the market open unless said otherwise. */
export interface ScriptedQuote {
  last: string;
  bid?: string;
  ask?: string;
  open?: boolean;
  currency: string;
}

export interface ScriptedMarket {
  /** Sets an instrument's quote; bid and ask default to the last price, the market to open. */
  set(instrumentId: number, quote: ScriptedQuote): void;
  /**
   * Sets the live FX rate of `currency`: SEK per one unit, from now on. A currency not set answers the
   * domain table (USD/SEK 9.5482, EUR/SEK 11.0964…), the rates the fixtures' exact decimals assume.
   */
  setFx(currency: string, sekPerUnit: string): void;
  /**
   * Sets a fund's NAV (its daily close) of `date`, over whatever the provider has for that day; null:
   * no NAV is published for that day.
   */
  setNav(instrumentId: number, date: string, nav: string | null): void;
  /**
   * Announces a corporate action: the market answers `corporateActions` with the announced ones only
   * (never the simulator's own dividends, which would pay into a test's exact sums).
   */
  announce(notice: CorporateActionNotice): void;
}

/**
 * The trading tests speak in exact decimals, so they cannot trade against a random walk: this wraps
 * ctx.marketData and answers `quotes` with the prices a test set (each over the provider's own quote,
 * so every other field stays whatever the provider gives) and `fxRate` with the rates a test set, else
 * the domain table's. Everything else goes to the provider.
 */
export function scriptMarket(
  clock: Clock,
  provider: MarketDataProvider,
): ScriptedMarket & MarketDataProvider {
  const scripted = new Map<number, ScriptedQuote>();
  const quotes = async (ids: readonly number[]): Promise<Map<number, Quote>> => {
    const wanted = ids.filter((id) => scripted.has(id));
    const base = await provider.quotes(wanted);
    const result = new Map<number, Quote>();
    for (const id of wanted) {
      const q = scripted.get(id)!;
      const underlying = base.get(id);
      if (!underlying) continue;
      result.set(id, {
        ...underlying,
        instrumentId: id,
        last: q.last,
        bid: q.bid ?? q.last,
        ask: q.ask ?? q.last,
        currency: q.currency,
        changePercent: '0',
        time: clock.now(),
        open: q.open ?? true,
      });
    }
    return result;
  };
  const set = (instrumentId: number, quote: ScriptedQuote) => {
    scripted.set(instrumentId, quote);
  };
  const scriptedFx = new Map<string, string>();
  const setFx = (currency: string, sekPerUnit: string) => {
    scriptedFx.set(currency, sekPerUnit);
  };
  const fxRate = async (from: string, to: string): Promise<string | null> => {
    const sek = (currency: string) =>
      currency === 'SEK' ? '1' : (scriptedFx.get(currency) ?? FX_RATES_SEK[currency]);
    const base = sek(from);
    const quote = sek(to);
    return base === undefined || quote === undefined ? null : dec(base).div(dec(quote)).toFixed(6);
  };
  const navs = new Map<number, Map<string, string | null>>();
  const setNav = (instrumentId: number, date: string, nav: string | null) => {
    const known = navs.get(instrumentId) ?? new Map<string, string | null>();
    known.set(date, nav);
    navs.set(instrumentId, known);
  };
  const dailyCloses = async (
    ids: readonly number[],
    from: Date,
    to: Date,
  ): Promise<Map<number, DailyClose[]>> => {
    const base = await provider.dailyCloses(ids, from, to);
    const first = from.toISOString().slice(0, 10);
    const last = to.toISOString().slice(0, 10);
    for (const id of ids) {
      const scriptedNavs = [...(navs.get(id) ?? [])].filter(([date]) => date >= first && date <= last);
      if (scriptedNavs.length === 0) continue;
      const byDate = new Map((base.get(id) ?? []).map((close) => [close.date, close.close]));
      for (const [date, nav] of scriptedNavs) {
        if (nav === null) byDate.delete(date);
        else byDate.set(date, nav);
      }
      base.set(
        id,
        [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, close]) => ({ date, close })),
      );
    }
    return base;
  };
  const notices = new Map<string, CorporateActionNotice>();
  const announce = (notice: CorporateActionNotice) => {
    notices.set(notice.eventId, notice);
  };
  const corporateActions = async (from: string, to: string): Promise<CorporateActionNotice[]> =>
    [...notices.values()].filter(
      (n) => n.recordDate >= from && n.recordDate <= to && n.announcedAt.getTime() <= clock.now().getTime(),
    );
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'quotes') return quotes;
      if (property === 'announce') return announce;
      if (property === 'corporateActions') return corporateActions;
      if (property === 'setNav') return setNav;
      if (property === 'dailyCloses') return dailyCloses;
      if (property === 'set') return set;
      if (property === 'setFx') return setFx;
      if (property === 'fxRate') return fxRate;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as ScriptedMarket & MarketDataProvider;
}

export interface TradingServer {
  server: TestServer;
  market: ScriptedMarket;
}

export async function startTradingServer(
  clock: Clock,
  onQuery?: (sql: string) => void,
): Promise<TradingServer> {
  const server = await startTestServer({ clock, ...(onQuery ? { onQuery } : {}) });
  // On PostgreSQL the test database is dropped WITH (FORCE) right after the pool ends: a pooled client
  // still saying goodbye then gets 57P01, which the pool re-emits as an 'error' nobody listens to. These
  // suites use many connections at once, so they see it; it means nothing at teardown.
  // @TODO(platform): db/client.ts should listen for pool errors (an idle client's error otherwise crashes
  // the process, in production too); this listener can go then.
  const pool = (
    server.ctx.db as unknown as { $client?: { on?: (event: 'error', listener: () => void) => void } }
  ).$client;
  if (server.ctx.database.driver === 'pg') pool?.on?.('error', () => {});
  const market = scriptMarket(clock, server.ctx.marketData);
  server.ctx.marketData = market;
  return { server, market };
}

export interface InstrumentFacts {
  id: number;
  currency: string;
  lotSize: number;
  name: string;
}

export async function instrumentBySymbol(server: TestServer, symbol: string): Promise<InstrumentFacts> {
  const [row] = await server.ctx.db
    .select({
      id: instruments.id,
      currency: instruments.currency,
      lotSize: instruments.lotSize,
      name: instruments.name,
    })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  if (!row) throw new Error(`test: no instrument ${symbol} in the universe`);
  return row;
}

export interface Investor extends Member {
  accid: string;
}

/** A customer from `country` who joined the community, with the account they got at registration. */
export async function investor(server: TestServer, name: string, country = 'se'): Promise<Investor> {
  const joined = await member(server, name, { country });
  const list = await joined.client.callOk(api.accountsAndMoney.listAccounts);
  return { ...joined, accid: list[0]!.accid };
}

/** An investor whose account holds `amount` of `currency`, deposited through the API. */
export async function fundedInvestor(
  server: TestServer,
  name: string,
  amount: string,
  currency = 'SEK',
  country = 'se',
): Promise<Investor> {
  const who = await investor(server, name, country);
  const response = await depositCash(who.client, who.accid, amount, currency);
  if (response.statusCode !== 201) throw new Error(`seed: deposit failed: ${response.body}`);
  return who;
}

export async function shareAccount(server: TestServer, accid: string, shared = true): Promise<void> {
  await server.ctx.db.update(accounts).set({ sharedInCommunity: shared }).where(eq(accounts.accid, accid));
}

export const depositCash = (
  client: TestClient,
  accid: string,
  amount: string,
  currency: string,
  key = randomUUID(),
) =>
  client.call(api.accountsAndMoney.deposit, {
    params: { accid },
    body: { amount, currency },
    headers: { 'idempotency-key': key },
  });

export interface OrderBody {
  instrumentId: number;
  side: 'BUY' | 'SELL';
  orderType: 'MARKET' | 'LIMIT' | 'STOP_LOSS';
  volume: number;
  price?: string;
  triggerPrice?: string;
  validUntil?: string;
}

export const placeOrder = (client: TestClient, accid: string, body: OrderBody, key = randomUUID()) =>
  client.call(api.trading.placeOrder, { params: { accid }, body, headers: { 'idempotency-key': key } });

export interface AccountMoney {
  cash: string;
  buyingPower: string;
}

export async function accountMoney(client: TestClient, accid: string): Promise<AccountMoney> {
  const list = await client.callOk(api.accountsAndMoney.listAccounts);
  const account = list.find((a) => a.accid === accid)!;
  return { cash: account.cash, buyingPower: account.buyingPower };
}

export interface LedgerHealth {
  /** Ledger transactions whose entries do not sum to zero per asset. */
  unbalanced: number;
  /** Customer balances (account, kind, asset) below zero. */
  negative: { account: string; kind: string; asset: string; amount: string }[];
  /** Executions applied more than once (by ledger reference). */
  duplicateFills: number;
}

/** The ledger's invariants, read straight from the tables. */
export async function ledgerHealth(server: TestServer): Promise<LedgerHealth> {
  const db = server.ctx.db;
  const unbalanced = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select transaction_id, asset from ledger_entries group by transaction_id, asset having sum(amount) <> 0
      ) t`),
  )[0]!.n;
  const negative = rowsOf<{ account: string; kind: string; asset: string; amount: string }>(
    await db.execute(sql`
      select account, kind, asset, sum(amount)::text as amount from ledger_entries
      where account not like 'system:%' group by account, kind, asset having sum(amount) < 0`),
  );
  const duplicateFills = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select f.execution_id from order_fills f
        join ledger_transactions t on t.id = f.ledger_transaction_id
        group by f.execution_id having count(*) > 1
      ) d`),
  )[0]!.n;
  return { unbalanced, negative, duplicateFills };
}

/** Sum of the entries of one account, kind and asset, exactly. */
export async function entrySum(
  server: TestServer,
  account: string,
  kind: string,
  asset: string,
): Promise<string> {
  const [row] = rowsOf<{ amount: string }>(
    await server.ctx.db.execute(sql`
      select coalesce(sum(amount), 0)::text as amount from ledger_entries
      where account = ${account} and kind = ${kind} and asset = ${asset}`),
  );
  return dec(row!.amount).toFixed(2);
}
