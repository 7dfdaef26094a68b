import { capUsed } from '@havn/domain/broker/index';
import type { Db } from '../../db/client.ts';
import { netDepositsOf } from '../ledger/ledger-repo.ts';
import type { AccountRow } from './accounts-repo.ts';
import { yearEndValuesOf } from './year-end-repo.ts';

/**
 * What counts against each capped account's cap in the (UTC) year of `now`, by accid: the domain's
 * `capUsed` from the value kept for the last 31 December and the ledger's deposits. Uncapped accounts
 * are left out.
 */
export async function capUsage(db: Db, rows: readonly AccountRow[], now: Date): Promise<Map<string, string>> {
  const ids = rows.map((a) => a.accid);
  const year = now.getUTCFullYear();
  // One after the other: `db` may be a transaction's one connection (a deposit's, under its lock).
  const yearEnd = await yearEndValuesOf(db, ids, year - 1);
  const allTime = await netDepositsOf(db, ids);
  const thisYear = await netDepositsOf(db, ids, new Date(Date.UTC(year, 0, 1)));
  const usage = new Map<string, string>();
  for (const a of rows) {
    const used = capUsed(a.accountType, {
      yearEndValue: yearEnd.get(a.accid) ?? null,
      netDepositsThisYear: thisYear.get(a.accid) ?? '0',
      netDepositsAllTime: allTime.get(a.accid) ?? '0',
    });
    if (used !== null) usage.set(a.accid, used);
  }
  return usage;
}
