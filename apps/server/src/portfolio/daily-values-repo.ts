import type { DailyValue, DayTrades, PositionState, ValuationState } from '@havn/domain/broker/index';
import { and, asc, eq, exists, gte, lte, notExists, sql } from 'drizzle-orm';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { accounts } from '../db/schema/accounts.ts';
import { ledgerEntries, ledgerTransactions } from '../db/schema/ledger.ts';
import { portfolioDailyValues, portfolioIntraday } from '../db/schema/portfolio.ts';

/** The portfolio_daily_values table: an account's kept valuation of each closed day. */

export interface KeptDay {
  day: string;
  figures: DailyValue;
  trades: DayTrades;
}

/** Where an account stands at the close of a kept day: where the next day continues from. */
export interface KeptClose {
  day: string;
  state: ValuationState;
  positions: Record<string, PositionState>;
}

/**
 * The kept days from `from` to `to` (inclusive, oldest first), with the close of `to` when it is kept.
 * One statement: the state travels only on the last day.
 */
export async function keptDays(
  db: Db,
  accid: string,
  from: string | null,
  to: string,
): Promise<{ days: KeptDay[]; close: KeptClose | null }> {
  const t = portfolioDailyValues;
  const rows = await db
    .select({
      day: t.day,
      figures: t.figures,
      trades: t.trades,
      state: sql<ValuationState | null>`case when ${t.day} = ${to} then ${t.state} end`,
      positions: sql<Record<
        string,
        PositionState
      > | null>`case when ${t.day} = ${to} then ${t.positions} end`,
    })
    .from(t)
    .where(and(eq(t.accid, accid), from === null ? undefined : gte(t.day, from), lte(t.day, to)))
    .orderBy(asc(t.day));
  const last = rows.at(-1);
  return {
    days: rows.map(({ day, figures, trades }) => ({ day, figures, trades })),
    close:
      last?.day === to && last.state && last.positions
        ? { day: to, state: last.state, positions: last.positions }
        : null,
  };
}

/**
 * The account's last kept close before `day`, or when none, whether its ledger moved before `day` at
 * all (asked only then: an account that first moved today has nothing to keep). One statement.
 */
export async function lastKeptClose(
  db: Db,
  accid: string,
  day: string,
): Promise<{ close: KeptClose | null; movedBefore: boolean }> {
  const result = await db.execute<{
    day: string | null;
    state: ValuationState | null;
    positions: Record<string, PositionState> | null;
    moved: boolean | null;
  }>(sql`
    select k.day::text as day, k.state, k.positions,
      case when k.day is null then exists (
        select 1 from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.account = ${accid} and t.created_at < ${`${day}T00:00:00Z`}::timestamptz
      ) end as moved
    from (select 1) as one
    left join lateral (
      select day, state, positions from ${portfolioDailyValues}
      where accid = ${accid} and day < ${day}::date order by day desc limit 1
    ) as k on true`);
  const row = rowsOf<{
    day: string | null;
    state: ValuationState | null;
    positions: Record<string, PositionState> | null;
    moved: boolean | null;
  }>(result)[0];
  if (row?.day && row.state && row.positions) {
    return { close: { day: row.day, state: row.state, positions: row.positions }, movedBefore: true };
  }
  return { close: null, movedBefore: row?.moved === true };
}

/** The account's first kept day: the first day its ledger moved, once kept. */
export async function firstKeptDay(db: Db, accid: string): Promise<string | null> {
  const t = portfolioDailyValues;
  const [row] = await db
    .select({ day: t.day })
    .from(t)
    .where(eq(t.accid, accid))
    .orderBy(asc(t.day))
    .limit(1);
  return row?.day ?? null;
}

/** Keeps days; a day kept already (by another process) stays as it is: both computed the same. */
export async function keepDays(
  db: Db,
  accid: string,
  days: readonly (KeptDay & KeptClose)[],
  keptAt: Date,
): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(portfolioDailyValues)
    .values(days.map((d) => ({ accid, ...d, keptAt })))
    .onConflictDoNothing();
}

/** Accounts whose ledger has moved and that have no kept day `day`: what the daily job values. */
export function accountsBehind(db: Db, day: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        exists(
          db.select({ one: sql`1` }).from(ledgerEntries).where(eq(ledgerEntries.account, accounts.accid)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(portfolioDailyValues)
            .where(and(eq(portfolioDailyValues.accid, accounts.accid), eq(portfolioDailyValues.day, day))),
        ),
      ),
    )
    .orderBy(accounts.accid);
}

/** Today's fold of the account's fills as a read left it, when it is of `day`. */
export async function intradayFold(
  db: Db,
  accid: string,
  day: string,
): Promise<{
  throughTransaction: number;
  positions: Record<string, PositionState>;
  trades: DayTrades;
} | null> {
  const t = portfolioIntraday;
  const [row] = await db
    .select({ throughTransaction: t.throughTransaction, positions: t.positions, trades: t.trades })
    .from(t)
    .where(and(eq(t.accid, accid), eq(t.day, day)));
  return row ?? null;
}

/** Keeps a fold further than the one kept (a slower read's older fold does not replace it). */
export async function keepIntradayFold(
  db: Db,
  row: {
    accid: string;
    day: string;
    throughTransaction: number;
    positions: Record<string, PositionState>;
    trades: DayTrades;
  },
): Promise<void> {
  const t = portfolioIntraday;
  await db
    .insert(t)
    .values(row)
    .onConflictDoUpdate({
      target: t.accid,
      set: {
        day: row.day,
        throughTransaction: row.throughTransaction,
        positions: row.positions,
        trades: row.trades,
      },
      setWhere: sql`${t.day} < ${row.day} or (${t.day} = ${row.day} and ${t.throughTransaction} < ${row.throughTransaction})`,
    });
}
