import {
  type CapHolder,
  capDependsOnHolder,
  capsContributions,
  capUsed,
  checkDepositCap,
} from '@havn/domain/broker/index';
import type { Db } from '../../db/client.ts';
import { birthDateOfUser } from '../../identity/index.ts';
import { AppError } from '../../platform/errors.ts';
import { netDepositsOf } from '../ledger/ledger-repo.ts';
import type { AccountRow } from './accounts-repo.ts';
import { yearEndValuesOf } from './year-end-repo.ts';

/** What the domain's cap rules take of an account: what counts against its cap, its holder where that matters. */
export interface CapStanding {
  used: string;
  holder?: CapHolder;
}

/**
 * Each capped account's standing in the (UTC) year of `now`, by accid: the domain's `capUsed` from
 * the value kept for the last 31 December and the ledger's deposits, and, where the cap depends on who
 * holds the account (the aldersopsparing, by age), the holder's eID birth date. Uncapped accounts are
 * left out.
 */
export async function capUsage(
  db: Db,
  rows: readonly AccountRow[],
  now: Date,
): Promise<Map<string, CapStanding>> {
  const ids = rows.map((a) => a.accid);
  const year = now.getUTCFullYear();
  // One after the other: `db` may be a transaction's one connection (a deposit's, under its lock).
  const yearEnd = await yearEndValuesOf(db, ids, year - 1);
  const allTime = await netDepositsOf(db, ids);
  const startOfYear = new Date(Date.UTC(year, 0, 1));
  const thisYear = await netDepositsOf(db, ids, startOfYear);
  // A pension's cap counts what was paid in this year, which its payouts do not undo.
  const pensions = rows.filter((a) => capsContributions(a.accountType)).map((a) => a.accid);
  const paidIn = await netDepositsOf(db, pensions, startOfYear, { withdrawals: false });
  const usage = new Map<string, CapStanding>();
  for (const a of rows) {
    const used = capUsed(a.accountType, {
      yearEndValue: yearEnd.get(a.accid) ?? null,
      netDepositsThisYear: thisYear.get(a.accid) ?? '0',
      netDepositsAllTime: allTime.get(a.accid) ?? '0',
      contributionsThisYear: paidIn.get(a.accid) ?? '0',
    });
    if (used === null) continue;
    const holder = capDependsOnHolder(a.accountType)
      ? { birthDate: await birthDateOfUser(db, a.userId) }
      : undefined;
    usage.set(a.accid, holder ? { used, holder } : { used });
  }
  return usage;
}

/** An account's standing for its cap (`capUsage`), nothing used when it is not capped. */
export async function capStandingOf(db: Db, account: AccountRow, now: Date): Promise<CapStanding> {
  return (await capUsage(db, [account], now)).get(account.accid) ?? { used: '0' };
}

/**
 * Refuses paying `amount` into `account` past its cap (DEPOSIT_CAP_EXCEEDED, or a pension's
 * CONTRIBUTION_CAP_EXCEEDED, with the `room` left) or into an account only an employer pays into
 * (EMPLOYER_PAID_ONLY). Call under the account's lock, so two payments cannot both fit the same room.
 */
export async function refusePastCap(db: Db, account: AccountRow, amount: string, now: Date): Promise<void> {
  const standing = await capStandingOf(db, account, now);
  const cap = checkDepositCap(account.accountType, { year: now.getUTCFullYear(), ...standing, amount });
  if (cap.ok) return;
  const detail =
    cap.code === 'EMPLOYER_PAID_ONLY'
      ? 'Only an employer pays into this pension account.'
      : `This account may take at most ${cap.room} ${account.currency} more this ${cap.code === 'CONTRIBUTION_CAP_EXCEEDED' ? 'year' : 'time'}.`;
  throw new AppError(cap.code, detail, { extensions: { room: cap.room } });
}
