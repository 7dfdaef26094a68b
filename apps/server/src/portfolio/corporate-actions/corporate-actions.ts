import { randomUUID } from 'node:crypto';
import type { CorporateActionView } from '@havn/contract';
import { localDateOf, marketTimeZone } from '@havn/domain/broker/bank-days';
import {
  type BrokerDecimal,
  type CorporateActionList,
  type CorporateActionOption,
  type CorporateActionState,
  cashForUnits,
  checkAnswer,
  convertAt,
  dec,
  dividendState,
  electiveState,
  formatFundUnits,
  formatPrice,
  listOfState,
  optionsOf,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import {
  accountBalances,
  type Balances,
  lockAccount,
  postLedgerTransaction,
} from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { type InstrumentRow, instrumentsByIds } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type CorporateActionRow,
  corporateActionById,
  type EntitlementRow,
  entitlementOf,
  entitlementsOf,
  lockEntitlement,
  setAnswer,
  upcomingOn,
} from './corporate-actions-repo.ts';

/** What a view reads besides its event and the account's part: holdings now, instruments, FX rates. */
interface Hydrated {
  account: AccountRow;
  balances: Balances;
  instrumentOf: Map<number, InstrumentRow>;
  now: Date;
  /** Units of the account's currency per unit of `X`, read once per currency. */
  rateTo: (X: string) => Promise<string>;
}

/** Units the account holds of an instrument now: free and held back (by an order or an answer). */
function heldOf(balances: Balances, instrumentId: number): BrokerDecimal {
  return balances.get('position', instrumentId).plus(balances.get('position_reserved', instrumentId));
}

async function hydrate(
  ctx: AppContext,
  account: AccountRow,
  balances: Balances,
  instrumentIds: readonly number[],
): Promise<Hydrated> {
  const A = account.currency;
  const instruments = await instrumentsByIds(ctx.db, [...new Set(instrumentIds)]);
  const rates = new Map<string, string>();
  return {
    account,
    balances,
    instrumentOf: new Map(instruments.map((i) => [i.id, i])),
    now: ctx.clock.now(),
    rateTo: async (X) => {
      if (X === A) return '1';
      const known = rates.get(X);
      if (known) return known;
      const rate = (await liveFxRate(ctx.marketData, X, A)).toFixed();
      rates.set(X, rate);
      return rate;
    },
  };
}

/**
 * One event as it stands for the account: with its part (an entitlement row: the units fixed, the
 * answer, what was paid) or, before its holders are fixed, on the units held now. Null when the
 * instrument is not known.
 */
async function viewOf(
  h: Hydrated,
  event: CorporateActionRow,
  part: EntitlementRow | null,
): Promise<CorporateActionView | null> {
  const instrument = h.instrumentOf.get(event.instrumentId);
  if (!instrument) return null;
  const A = h.account.currency;
  const now = h.now;
  const held = heldOf(h.balances, event.instrumentId);
  const units = part ? part.units : held.toFixed();
  const today = localDateOf(marketTimeZone(instrument.market, instrument.country), now);
  const booked = (part?.bookedAt ?? null) !== null;
  const answered = (part?.option ?? null) !== null;
  let state: CorporateActionState;
  if (event.type === 'DIVIDEND' && event.exDate !== null && event.payDate !== null) {
    state = dividendState({ exDate: event.exDate, payDate: event.payDate }, today, booked);
  } else if (event.deadline !== null && optionsOf(event.type).length > 0) {
    // A holder with a row but no option did not answer by the deadline.
    state =
      part && !answered && event.holdersFixedAt !== null
        ? 'LAPSED'
        : electiveState(event.deadline, now, answered, booked);
  } else {
    state = booked ? 'BOOKED' : 'ANNOUNCED';
  }
  const terms = event.terms;
  let amount: string | null = null;
  if (booked) amount = roundMoney(part?.amount ?? '0', A);
  else if (terms && (event.type === 'DIVIDEND' || answered)) {
    const inEvent = cashForUnits(units, terms);
    amount = terms.currency === A ? inEvent : convertAt(inEvent, await h.rateTo(terms.currency), A);
  }
  return {
    eventId: event.id,
    type: event.type,
    state,
    instrumentId: event.instrumentId,
    instrumentName: instrument.name,
    exDate: event.exDate,
    recordDate: event.recordDate,
    payDate: event.payDate,
    deadline: event.deadline?.toISOString() ?? null,
    units: Number(formatFundUnits(units)),
    unitsHeld: Number(formatFundUnits(held.toFixed())),
    unitsFree: Number(formatFundUnits(h.balances.get('position', event.instrumentId).toFixed())),
    amountPerShare: terms ? formatPrice(terms.amountPerShare) : null,
    currency: terms?.currency ?? null,
    amount,
    options: [...optionsOf(event.type)],
    answer:
      part?.option && part.answeredAt
        ? { option: part.option, volume: Number(units), answeredAt: part.answeredAt.toISOString() }
        : null,
    accountCurrency: A,
    bookedAt: part?.bookedAt?.toISOString() ?? null,
  };
}

/**
 * An account's corporate actions: the events it has a part in (a dividend's holders once fixed, an
 * elective event's answer or lapse) and the announced ones on what it holds now (with what they would
 * pay on today's holding). Four queries and an FX rate per foreign currency.
 */
async function viewsOf(ctx: AppContext, account: AccountRow): Promise<CorporateActionView[]> {
  const entitled = await entitlementsOf(ctx.db, account.accid);
  const balances = await accountBalances(ctx.db, account.accid);
  const heldNow = new Set(
    [...new Set([...balances.assets('position'), ...balances.assets('position_reserved')])]
      .map(Number)
      .filter((id) => heldOf(balances, id).greaterThan(0)),
  );
  const mine = new Set(entitled.map((e) => e.event.eventId));
  const upcoming = (await upcomingOn(ctx.db, [...heldNow])).filter((e) => !mine.has(e.eventId));
  const h = await hydrate(ctx, account, balances, [
    ...entitled.map((e) => e.event.instrumentId),
    ...upcoming.map((e) => e.instrumentId),
  ]);
  const views: CorporateActionView[] = [];
  for (const { entitlement, event } of entitled) {
    const v = await viewOf(h, event, entitlement);
    if (v) views.push(v);
  }
  for (const event of upcoming) {
    const v = await viewOf(h, event, null);
    if (v) views.push(v);
  }
  return views;
}

/** OPEN: still to happen, soonest first; HISTORY: booked or lapsed, newest first. */
export async function corporateActionsOf(
  ctx: AppContext,
  account: AccountRow,
  list: CorporateActionList,
): Promise<CorporateActionView[]> {
  const views = (await viewsOf(ctx, account)).filter((v) => listOfState(v.state) === list);
  return list === 'OPEN'
    ? views.sort((a, b) => (a.payDate ?? a.recordDate).localeCompare(b.payDate ?? b.recordDate))
    : views;
}

const notFound = () => new AppError('NOT_FOUND', 'No such corporate action on this account.');

/**
 * One event as it stands for the account, read by itself: 404 unless the account has a part in it or
 * holds its shares while its holders are not fixed yet (as the list counts them).
 */
export async function corporateActionOf(
  ctx: AppContext,
  account: AccountRow,
  eventId: number,
): Promise<CorporateActionView> {
  const event = await corporateActionById(ctx.db, eventId);
  if (!event) throw notFound();
  const found = await partOf(ctx, account, event);
  if (!found) throw notFound();
  return found;
}

/**
 * One event in every one of `accounts` it concerns (the customer's corporate action group), in the
 * accounts' order: none when it concerns none of them, as for an event that does not exist (so an
 * event's existence cannot be probed).
 */
export async function corporateActionInAccounts(
  ctx: AppContext,
  accounts: readonly AccountRow[],
  eventId: number,
): Promise<{ accid: string; event: CorporateActionView }[]> {
  const event = await corporateActionById(ctx.db, eventId);
  if (!event) return [];
  const found: { accid: string; event: CorporateActionView }[] = [];
  for (const account of accounts) {
    const view = await partOf(ctx, account, event);
    if (view) found.push({ accid: account.accid, event: view });
  }
  return found;
}

/** The account's part in the event, or null when it has none (as the account's lists count them). */
async function partOf(
  ctx: AppContext,
  account: AccountRow,
  event: CorporateActionRow,
): Promise<CorporateActionView | null> {
  const part = await entitlementOf(ctx.db, event.eventId, account.accid);
  const balances = await accountBalances(ctx.db, account.accid);
  const upcoming = event.holdersFixedAt === null && heldOf(balances, event.instrumentId).greaterThan(0);
  if (!part && !upcoming) return null;
  return (await viewOf(await hydrate(ctx, account, balances, [event.instrumentId]), event, part)) ?? null;
}

const problems = {
  NO_ANSWER_NEEDED: 'This corporate action takes no answer.',
  DEADLINE_PASSED: 'The deadline for answering has passed.',
  INVALID_ANSWER: 'Choose one of the options and a whole number of shares, at least 1.',
  INSUFFICIENT_HOLDINGS: 'You cannot answer for more shares than you hold.',
} as const;

/**
 * Answers an elective event, or changes or withdraws (`answer` null) the answer, before its deadline.
 * Under the account's lock: the units answered are held back from selling (a RESERVATION moving them
 * between free and held back, by the difference from the answer before), so an answer and a sell order
 * can never both have them. Setting the same answer again changes nothing.
 */
export async function answerCorporateAction(
  ctx: AppContext,
  account: AccountRow,
  eventId: number,
  answer: { option: CorporateActionOption; volume: number } | null,
): Promise<void> {
  const event = await corporateActionById(ctx.db, eventId);
  if (!event) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, account.accid);
    const before = await lockEntitlement(tx, event.eventId, account.accid);
    const answeredBefore = before?.option ? dec(before.units) : dec(0);
    const balances = await accountBalances(tx, account.accid);
    const asset = String(event.instrumentId);
    const held = balances.get('position', asset).plus(balances.get('position_reserved', asset));
    if (!before && held.lessThanOrEqualTo(0)) throw notFound();
    if (answer === null && !before?.option) throw notFound();
    const problem = checkAnswer({
      type: event.type,
      deadline: event.deadline,
      now: ctx.clock.now(),
      option: answer?.option ?? null,
      volume: answer?.volume ?? null,
      available: balances.get('position', asset).plus(answeredBefore),
    });
    if (problem) throw new AppError(problem, problems[problem]);
    const now = ctx.clock.now();
    const wanted = answer ? dec(answer.volume) : dec(0);
    const delta = wanted.minus(answeredBefore);
    if (!delta.isZero()) {
      await postLedgerTransaction(tx, {
        type: 'RESERVATION',
        accid: account.accid,
        reference: `corporate-action:${event.eventId}:${account.accid}:answer:${randomUUID()}`,
        createdAt: now,
        entries: [
          { account: account.accid, kind: 'position', asset, amount: delta.negated().toFixed() },
          { account: account.accid, kind: 'position_reserved', asset, amount: delta.toFixed() },
        ],
      });
    }
    if (answer && delta.isZero() && before?.option === answer.option) return;
    await setAnswer(
      tx,
      { eventId: event.eventId, accid: account.accid, currency: account.currency },
      answer ? { option: answer.option, units: wanted.toFixed(), at: now } : null,
    );
  });
}
