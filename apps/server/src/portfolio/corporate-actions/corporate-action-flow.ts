import { localDateOf, marketTimeZone } from '@havn/domain/broker/bank-days';
import { addDays, cashForUnits, convertAt, dec, roundMoney, utcDay } from '@havn/domain/broker/index';
import { cashWithHouse } from '../../accounts-and-money/ledger/house-cash.ts';
import {
  type EntryInput,
  HOUSE,
  lockAccount,
  postLedgerTransaction,
} from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { defineJob, MINUTE_MS } from '../../platform/jobs/index.ts';
import {
  dividendsToFix,
  electiveEventsPastDeadline,
  holdersBefore,
  insertEntitlements,
  keepAnnounced,
  lockCorporateAction,
  lockEntitlement,
  markHoldersFixed,
  markPaid,
  unpaidDue,
} from './corporate-actions-repo.ts';

/**
 * A corporate action's life in Havn (domain corporate-actions.ts): kept when the market announces it;
 * a dividend's holders fixed when its ex-date begins in its market (the units each account held from
 * trades dated before it); an elective event answered until its deadline (corporate-actions.ts holds the
 * units back), then closed; each entitlement paid on the payment date in one CORPORATE_ACTION ledger
 * transaction from the custodian, through system:fx when the account's currency is another. Every step
 * runs again safely: an event's holders are fixed once (under its row's lock), an account is paid once
 * (under its entitlement's lock, and the ledger reference is unique).
 */

/** How far back and ahead the market's announcements are read on each run (record dates). */
const LOOK_BACK_DAYS = 10;
const LOOK_AHEAD_DAYS = 90;
/** Holders are fixed a few minutes into the ex-date, once the eve's last trades are surely written. */
const FIX_AFTER_MS = 5 * MINUTE_MS;

export async function importCorporateActions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = utcDay(now);
  const notices = await ctx.marketData.corporateActions(
    addDays(today, -LOOK_BACK_DAYS),
    addDays(today, LOOK_AHEAD_DAYS),
  );
  return keepAnnounced(ctx.db, notices, now);
}

async function zonesOf(ctx: AppContext, instrumentIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await instrumentsByIds(ctx.db, [...new Set(instrumentIds)]);
  return new Map(rows.map((r) => [r.id, marketTimeZone(r.market, r.country)]));
}

/**
 * Whose units an event's entitlements count: a dividend's, the units held from trades dated before its
 * ex-date in its market's zone; an elective event's at its close, every trade so far.
 */
type HoldersAsOf = { asOf: 'ex-date'; zone: string } | { asOf: 'now' };

/**
 * Fixes an event's holders once, under its row's lock: an entitlement row for each account holding
 * units of its instrument as of `holders`, and the event marked fixed. Returns whether this call fixed them.
 */
async function fixHolders(
  ctx: AppContext,
  eventId: string,
  holders: HoldersAsOf,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const event = await lockCorporateAction(tx, eventId);
    if (!event || event.holdersFixedAt !== null) return false;
    if (holders.asOf === 'ex-date' && event.exDate === null) return false;
    const held =
      holders.asOf === 'ex-date'
        ? await holdersBefore(tx, event.instrumentId, holders.zone, event.exDate)
        : await holdersBefore(tx, event.instrumentId, 'UTC', null);
    await insertEntitlements(
      tx,
      held.map((h) => ({
        eventId: event.eventId,
        accid: h.accid,
        units: h.units,
        currency: h.currency,
        createdAt: now,
      })),
    );
    await markHoldersFixed(tx, event.eventId, now);
    return true;
  });
}

/** Fixes the holders of every dividend whose ex-date has begun in its market. Returns the events fixed. */
export async function fixDividendHolders(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  // No market's calendar day is later than tomorrow in UTC: a cheap bound, each event checked in its own.
  const candidates = await dividendsToFix(ctx.db, addDays(utcDay(now), 1));
  const zones = await zonesOf(
    ctx,
    candidates.map((c) => c.instrumentId),
  );
  const fixed: string[] = [];
  for (const candidate of candidates) {
    const zone = zones.get(candidate.instrumentId);
    if (!zone || candidate.exDate === null) continue;
    if (localDateOf(zone, new Date(now.getTime() - FIX_AFTER_MS)) < candidate.exDate) continue;
    const done = await fixHolders(ctx, candidate.eventId, { asOf: 'ex-date', zone }, now);
    if (done) fixed.push(candidate.eventId);
  }
  return fixed;
}

/**
 * Closes every elective event whose deadline has passed: the answers stand as given (PROCESSING until
 * paid), and each holder who did not answer gets a row with the units held then and no option (LAPSED:
 * nothing happens to their units). Once per event, under its row's lock.
 */
export async function closeElectiveEvents(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  const closed: string[] = [];
  for (const candidate of await electiveEventsPastDeadline(ctx.db, now)) {
    const done = await fixHolders(ctx, candidate.eventId, { asOf: 'now' }, now);
    if (done) closed.push(candidate.eventId);
  }
  return closed;
}

/**
 * Pays every entitlement whose event's payment date has come in its market: a dividend to each holder,
 * a tender offer to each who accepted (the units answered, held back since, leave for the offer's
 * price). Returns how many were paid.
 */
export async function payDue(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await unpaidDue(ctx.db, addDays(utcDay(now), 1));
  const zones = await zonesOf(
    ctx,
    due.map((d) => d.event.instrumentId),
  );
  let paid = 0;
  for (const { entitlement, event } of due) {
    const zone = zones.get(event.instrumentId);
    const terms = event.terms;
    if (!zone || !terms || event.payDate === null) continue;
    if (localDateOf(zone, now) < event.payDate) continue;
    const X = terms.currency;
    const A = entitlement.currency;
    // How many units of the account's currency one unit of the event's buys, read before the lock.
    const rate = X === A ? dec(1) : await liveFxRate(ctx.marketData, X, A);
    const booked = await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, entitlement.accid);
      const row = await lockEntitlement(tx, entitlement.eventId, entitlement.accid);
      if (!row || row.bookedAt !== null) return false;
      if (event.type !== 'DIVIDEND' && row.option === null) return false;
      const inEvent = cashForUnits(row.units, terms);
      const inAccount = X === A ? inEvent : convertAt(inEvent, rate, A);
      const tendered: EntryInput[] =
        event.type === 'TENDER_OFFER'
          ? [
              {
                account: row.accid,
                kind: 'position_reserved',
                asset: String(event.instrumentId),
                amount: dec(row.units).negated().toFixed(),
              },
              {
                account: HOUSE.custodian,
                kind: 'position',
                asset: String(event.instrumentId),
                amount: row.units,
              },
            ]
          : [];
      const id = await postLedgerTransaction(tx, {
        type: 'CORPORATE_ACTION',
        accid: row.accid,
        reference: `corporate-action:${row.eventId}:${row.accid}`,
        createdAt: now,
        entries: [
          ...tendered,
          ...cashWithHouse(
            { account: row.accid, kind: 'cash', currency: A, amount: inAccount },
            { account: HOUSE.custodian, currency: X, amount: dec(inEvent).negated().toFixed() },
          ),
        ],
      });
      await markPaid(tx, row.eventId, row.accid, {
        amount: roundMoney(inAccount, A),
        ledgerTransactionId: id,
        at: now,
      });
      return true;
    });
    if (booked) paid += 1;
  }
  return paid;
}

/**
 * Reads the market's announcements, fixes a dividend's holders once its ex-date has begun, closes
 * elective events past their deadline, pays what is due.
 */
export async function runCorporateActions(
  ctx: AppContext,
): Promise<{ fixed: number; closed: number; paid: number }> {
  await importCorporateActions(ctx);
  const fixed = await fixDividendHolders(ctx);
  const closed = await closeElectiveEvents(ctx);
  const paid = await payDue(ctx);
  return { fixed: fixed.length, closed: closed.length, paid };
}

export const corporateActionsJob = defineJob({
  name: 'portfolio.corporate-actions',
  retry: { attempts: 5, backoffMs: 60_000, maxBackoffMs: 900_000 },
  timeoutMs: 10 * 60_000,
  handler: (ctx) => runCorporateActions(ctx),
});
