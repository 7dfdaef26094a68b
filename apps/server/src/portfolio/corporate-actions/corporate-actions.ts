import type { CorporateActionView } from '@havn/contract';
import { localDateOf, marketTimeZone } from '@havn/domain/broker/bank-days';
import {
  type CorporateActionList,
  convertAt,
  dec,
  dividendAmount,
  dividendState,
  formatFundUnits,
  formatPrice,
  listOfState,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { type CorporateActionRow, entitlementsOf, upcomingOn } from './corporate-actions-repo.ts';

/**
 * The account's corporate actions: OPEN are the announced events on what it holds now (with what they
 * would pay on today's holding) and the ones it is entitled to and not yet paid, soonest first; HISTORY
 * the booked ones, newest first. Four queries and an FX rate per foreign currency.
 */
export async function corporateActionsOf(
  ctx: AppContext,
  account: AccountRow,
  list: CorporateActionList,
): Promise<CorporateActionView[]> {
  const A = account.currency;
  const entitled = await entitlementsOf(ctx.db, account.accid);
  const balances = list === 'OPEN' ? await accountBalances(ctx.db, account.accid) : null;
  const heldNow = new Map<number, string>();
  if (balances) {
    for (const asset of new Set([...balances.assets('position'), ...balances.assets('position_reserved')])) {
      const units = balances.get('position', asset).plus(balances.get('position_reserved', asset));
      if (units.greaterThan(0)) heldNow.set(Number(asset), units.toFixed());
    }
  }
  const upcoming = balances ? await upcomingOn(ctx.db, [...heldNow.keys()]) : [];
  const instruments = await instrumentsByIds(ctx.db, [
    ...new Set([...entitled.map((e) => e.event.instrumentId), ...upcoming.map((e) => e.instrumentId)]),
  ]);
  const instrumentOf = new Map(instruments.map((i) => [i.id, i]));
  const now = ctx.clock.now();
  const rates = new Map<string, string>();
  const rateTo = async (X: string) => {
    if (X === A) return '1';
    const known = rates.get(X);
    if (known) return known;
    const rate = (await liveFxRate(ctx.marketData, X, A)).toFixed();
    rates.set(X, rate);
    return rate;
  };

  const view = async (
    event: CorporateActionRow,
    units: string,
    paid: { amount: string | null; bookedAt: Date | null },
  ): Promise<CorporateActionView | null> => {
    const instrument = instrumentOf.get(event.instrumentId);
    if (!instrument) return null;
    const today = localDateOf(marketTimeZone(instrument.market, instrument.country), now);
    const booked = paid.bookedAt !== null;
    const state =
      event.type === 'DIVIDEND' && event.exDate !== null && event.payDate !== null
        ? dividendState({ exDate: event.exDate, payDate: event.payDate }, today, booked)
        : booked
          ? 'BOOKED'
          : 'ANNOUNCED';
    if (listOfState(state) !== list) return null;
    const terms = event.terms;
    let amount: string | null = null;
    if (booked) amount = roundMoney(paid.amount ?? '0', A);
    else if (terms) {
      const inDividend = dividendAmount(units, terms);
      amount = terms.currency === A ? inDividend : convertAt(inDividend, await rateTo(terms.currency), A);
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
      amountPerShare: terms ? formatPrice(terms.amountPerShare) : null,
      currency: terms?.currency ?? null,
      amount,
      accountCurrency: A,
      bookedAt: paid.bookedAt?.toISOString() ?? null,
    };
  };

  const views: CorporateActionView[] = [];
  for (const { entitlement, event } of entitled) {
    const v = await view(event, entitlement.units, entitlement);
    if (v) views.push(v);
  }
  for (const event of upcoming) {
    const units = heldNow.get(event.instrumentId);
    if (!units || dec(units).isZero()) continue;
    const v = await view(event, units, { amount: null, bookedAt: null });
    if (v) views.push(v);
  }
  return list === 'OPEN'
    ? views.sort((a, b) => (a.payDate ?? a.recordDate).localeCompare(b.payDate ?? b.recordDate))
    : views;
}
