import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import { type AccountType, apiAccountType } from '@havn/domain/broker/index';
import {
  depositCash,
  instrumentBySymbol,
  investor,
  openAccountOf,
  passKnowledgeTests,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';

// Each account type × instrument type × issuer country (domain notes §1): what an order accepts and
// what it refuses with INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT. The customers passed every knowledge test,
// so appropriateness is not what is tested here.
const clock = new ManualClock('2026-11-03T10:00:00Z');
let server: TestServer;
let market: ScriptedMarket;

/** One instrument of each type (SE issuers), and shares, ETFs and funds from the US, Norway and Denmark. */
const SYMBOLS = {
  'STOCK SE': 'VOLV B',
  'STOCK NO': 'EQNR',
  'STOCK US': 'AAPL',
  'ETF SE': 'XACT OMXS30',
  'ETF US': 'SPY',
  'FUND SE': 'LF GLOBAL IDX',
  'INVESTMENT_FUND DK': 'SPIDJWKL',
  'CERTIFICATE SE': 'CERT GULD AVA',
  'BULL_BEAR SE': 'BULL OMX X5 AVA 4',
  'TRACKER SE': 'TRACKER OMXS30 X1',
  'MINI_FUTURE SE': 'MINI L VOLVO AVA 12',
  'UNLIMITED_TURBO SE': 'TURBO L DAX AVA 40',
  'WARRANT SE': 'VOLV 6F 250 SG',
  'OPTION SE': 'OMXS306F2500',
} as const;
type Row = keyof typeof SYMBOLS;
const ALL = Object.keys(SYMBOLS) as Row[];
const SHARES_AND_FUNDS: Row[] = [
  'STOCK SE',
  'STOCK NO',
  'STOCK US',
  'ETF SE',
  'ETF US',
  'FUND SE',
  'INVESTMENT_FUND DK',
];

/** What each type may buy; every other row is refused. (An occupational pension and an EPK take no money from the customer, so they have none to buy with here.) */
const ALLOWED: Partial<Record<AccountType, Row[]>> = {
  ISK: ALL,
  AF: ALL,
  KF: ALL,
  ASK: ['STOCK SE', 'STOCK NO', 'ETF SE', 'FUND SE', 'INVESTMENT_FUND DK'],
  AKSJE_FOND: ALL,
  AKTIESPAREKONTO: SHARES_AND_FUNDS,
  AKTIEDEPOT: ALL,
  AOT: ['STOCK SE', 'STOCK NO', 'STOCK US'],
  ARVO_OSUUSTILI: ALL,
  DEPOT: ALL,
  PRIVATE_PENSION: SHARES_AND_FUNDS,
  IPS: SHARES_AND_FUNDS,
  RATEPENSION: SHARES_AND_FUNDS,
  ALDERSOPSPARING: SHARES_AND_FUNDS,
  PS: SHARES_AND_FUNDS,
};
const COUNTRY_OF: Partial<Record<AccountType, string>> = {
  ISK: 'se', AF: 'se', KF: 'se', ASK: 'no', AKSJE_FOND: 'no', AKTIESPAREKONTO: 'dk', AKTIEDEPOT: 'dk',
  AOT: 'fi', ARVO_OSUUSTILI: 'fi', DEPOT: 'de', PRIVATE_PENSION: 'se', IPS: 'no', RATEPENSION: 'dk', ALDERSOPSPARING: 'dk', PS: 'fi',
}; // biome-ignore format: a table

const ids = new Map<Row, { id: number; lotSize: number }>();
const accounts = new Map<
  AccountType,
  { client: Awaited<ReturnType<typeof investor>>['client']; accid: string }
>();

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  for (const row of ALL) {
    const facts = await instrumentBySymbol(server, SYMBOLS[row]);
    ids.set(row, facts);
    market.set(facts.id, { last: '10.00', currency: facts.currency });
  }
  for (const country of ['se', 'no', 'dk', 'fi', 'de']) {
    const who = await investor(server, `Table ${country}`, country);
    await passKnowledgeTests(who.client);
    const types = (Object.keys(COUNTRY_OF) as AccountType[]).filter((t) => COUNTRY_OF[t] === country);
    for (const type of types) {
      const mine = await who.client.callOk(api.accountsAndMoney.listAccounts);
      const accid =
        mine.find((a) => a.accountType === apiAccountType(type))?.accid ??
        (await openAccountOf(server, who.client, type));
      const account = (await who.client.callOk(api.accountsAndMoney.listAccounts)).find(
        (a) => a.accid === accid,
      )!;
      // A capped pension takes its year's room (IPS NOK 25,000, aldersopsparing DKK 9,900, PS €5,000).
      const amount =
        account.depositRoom !== null && Number(account.depositRoom) < 50000 ? account.depositRoom : '50000';
      expect((await depositCash(who.client, accid, amount, account.currency)).statusCode).toBe(201);
      accounts.set(type, { client: who.client, accid });
    }
  }
}, 120_000);
afterAll(async () => {
  await server.close();
});

const cases = (Object.keys(ALLOWED) as AccountType[]).flatMap((type) =>
  ALL.map((row) => [type, row, ALLOWED[type]!.includes(row)] as const),
);

describe('an order accepts or refuses an instrument by account type, instrument type and country', () => {
  it.each(cases)('%s buying %s: allowed %s', async (type, row, allowed) => {
    const { client, accid } = accounts.get(type)!;
    const instrument = ids.get(row)!;
    // A fund is bought by fund order, for an amount; everything else by an ordinary order.
    const response =
      row.startsWith('FUND') || row.startsWith('INVESTMENT_FUND')
        ? await client.call(api.trading.placeFundOrder, {
            params: { accid },
            body: { instrumentId: instrument.id, side: 'BUY', amount: '1000' },
            headers: { 'idempotency-key': randomUUID() },
          })
        : await placeOrder(client, accid, {
            instrumentId: instrument.id,
            side: 'BUY',
            orderType: 'MARKET',
            volume: instrument.lotSize,
          });
    if (allowed) expect(response.statusCode, response.body).toBe(201);
    else expect(response.json()).toMatchObject({ status: 422, code: 'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT' });
  });
});
