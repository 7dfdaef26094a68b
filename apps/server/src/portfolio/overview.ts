import type { AccountOverview, DayFigures, OverviewView } from '@havn/contract';
import {
  addDays,
  apiAccountType,
  type BrokerDecimal,
  type ConvertibleAmount,
  countryOfAccountType,
  type DailyValue,
  type DayResult,
  dailyValueHistory,
  dayResult,
  dec,
  fixed,
  roundMoney,
  sumInCurrency,
  totalDayResult,
  utcDay,
} from '@havn/domain/broker/index';
import { type AccountRow, accountsOfUser } from '../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { rangeStart } from './analytics.ts';
import { accountLedgerDays, historyPricing } from './history.ts';
import { accountHoldings } from './positions.ts';

/** What one account is worth now and at each close of the last month, in its own currency. */
interface AccountNow {
  account: AccountRow;
  cash: string;
  holdings: string;
  value: string;
  day: DayResult;
  previousClose: string;
  /** Daily closes from the month's first day to yesterday; today is `value`. */
  closes: DailyValue[];
  /** Units of `to` per unit of `from` at the close of `date`, as the history priced it. */
  fxAt: ((from: string, to: string, date: string) => BrokerDecimal) | null;
}

/** What one account is worth now, in its own currency: its cash, its holdings and their sum. */
export interface AccountValue {
  cash: string;
  holdings: string;
  value: string;
}

/**
 * Now: cash in every currency and the holdings at their latest prices, each currency's sum converted
 * once at the live rate (the rule in packages/domain), so value = cash + holdings to the cent.
 */
export async function accountValueNow(ctx: AppContext, account: AccountRow): Promise<AccountValue> {
  const A = account.currency;
  const [balances, holdings] = await Promise.all([
    accountBalances(ctx.db, account.accid),
    accountHoldings(ctx, account),
  ]);
  const cashParts = [...new Set([...balances.assets('cash'), ...balances.assets('cash_reserved')])].map(
    (currency) => ({
      currency,
      amount: balances.get('cash', currency).plus(balances.get('cash_reserved', currency)),
    }),
  );
  const heldParts = holdings.flatMap(({ view }) =>
    view.marketValue === null ? [] : [{ currency: view.currency, amount: view.marketValue }],
  );
  const currencies = [...new Set([...cashParts, ...heldParts].map((p) => p.currency))];
  const rates = new Map(
    await Promise.all(currencies.map(async (c) => [c, await liveFxRate(ctx.marketData, c, A)] as const)),
  );
  const at = (parts: { currency: string; amount: string | BrokerDecimal }[]): ConvertibleAmount[] =>
    parts.map((p) => ({ ...p, rate: rates.get(p.currency)! }));
  const cash = sumInCurrency(at(cashParts), A);
  const held = sumInCurrency(at(heldParts), A);
  return { cash, holdings: held, value: roundMoney(dec(cash).plus(dec(held)), A) };
}

/**
 * The account now (accountValueNow), then the month of closes the chart shows, whose last close
 * (yesterday's) is what the day's result counts from.
 */
async function accountNow(ctx: AppContext, account: AccountRow, today: string): Promise<AccountNow> {
  const A = account.currency;
  const [{ cash, holdings: held, value }, ledger] = await Promise.all([
    accountValueNow(ctx, account),
    accountLedgerDays(ctx, account),
  ]);

  if (ledger.firstDate === null) {
    const zero = roundMoney('0', A);
    return {
      ...{ account, cash, holdings: held, value, previousClose: zero, closes: [], fxAt: null },
      day: dayResult(value, zero, zero, A),
    };
  }
  const monthAgo = rangeStart('1M', today)!;
  const from = ledger.firstDate > monthAgo ? ledger.firstDate : monthAgo;
  // From the close before the first day, so a month-old account's first point has a close to show.
  const pricing = await historyPricing(ctx, ledger, addDays(from, -1), today);
  const days = dailyValueHistory(ledger.movements, pricing, A, addDays(from, -1), today);
  const yesterday = days.at(-2)!;
  return {
    ...{ account, cash, holdings: held, value, previousClose: yesterday.value },
    day: dayResult(value, yesterday.value, days.at(-1)!.netFlow, A),
    closes: days.slice(1, -1),
    fxAt: pricing.fx,
  };
}

function figures(
  currency: string,
  parts: Pick<DayFigures, 'cash' | 'holdings' | 'previousClose'>,
  day: DayResult,
): DayFigures {
  return {
    currency,
    value: roundMoney(dec(parts.cash).plus(dec(parts.holdings)), currency),
    cash: parts.cash,
    holdings: parts.holdings,
    previousClose: parts.previousClose,
    dayResult: day.amount,
    dayReturnPercent: day.percent,
  };
}

/**
 * GET /api/accounts/overview: each of the member's accounts now and its day's result, and all of them
 * together in the currency of the first account, each account converted at the live rate; the total's
 * closes over the last month for the chart, each day converted at that day's FX close, ending at the
 * total now.
 */
export async function memberOverview(ctx: AppContext, userId: string): Promise<OverviewView> {
  const now = ctx.clock.now();
  const today = utcDay(now);
  const rows = await accountsOfUser(ctx.db, userId);
  const first = rows[0];
  if (!first) return { asOf: now.toISOString(), total: null, accounts: [], history: [] };
  const T = first.currency;
  const accounts = await Promise.all(rows.map((account) => accountNow(ctx, account, today)));
  const rates = await Promise.all(accounts.map((a) => liveFxRate(ctx.marketData, a.account.currency, T)));

  const inTotal = (pick: (a: AccountNow) => string) =>
    sumInCurrency(
      accounts.map((a, i) => ({ amount: pick(a), currency: a.account.currency, rate: rates[i]! })),
      T,
    );
  const totalDay = totalDayResult(
    accounts.map((a, i) => ({ result: a.day, currency: a.account.currency, rate: rates[i]! })),
    T,
  );
  const total = figures(
    T,
    {
      cash: inTotal((a) => a.cash),
      holdings: inTotal((a) => a.holdings),
      previousClose: inTotal((a) => a.previousClose),
    },
    totalDay,
  );

  const dates = [...new Set(accounts.flatMap((a) => a.closes.map((d) => d.date)))].sort();
  const history = dates.map((date) => {
    let value = dec(0);
    for (const a of accounts) {
      const close = a.closes.find((d) => d.date === date);
      if (close && a.fxAt) value = value.plus(dec(close.value).times(a.fxAt(a.account.currency, T, date)));
    }
    return { date, value: roundMoney(value, T) };
  });
  if (accounts.some((a) => a.fxAt !== null)) history.push({ date: today, value: total.value });

  return {
    asOf: now.toISOString(),
    total,
    accounts: accounts.map(
      (a, i): AccountOverview => ({
        ...figures(a.account.currency, a, a.day),
        accid: a.account.accid,
        accountNumber: a.account.accountNumber,
        accountType: apiAccountType(a.account.accountType),
        country: countryOfAccountType(a.account.accountType),
        alias: a.account.alias,
        fxRate: fixed(rates[i]!, 6),
      }),
    ),
    history,
  };
}
