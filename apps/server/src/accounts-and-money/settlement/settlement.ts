import {
  localDateOf,
  settlementCountry,
  settlementDate,
  settlementDaysOf,
  tradeDateOf,
} from '@havn/domain/broker/bank-days';
import type { InstrumentType } from '@havn/domain/broker/index';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { insertSettlement, settleDue, settlementsInsert } from './settlement-repo.ts';

/**
 * The calendar the settlement job reads "today" in. Settlement dates are bank days of the market's
 * country, dated on the market's own clock; the job runs through the day, so a Nordic zone decides
 * when a day has begun.
 */
const SETTLEMENT_ZONE = 'Europe/Stockholm';

/**
 * A sale's cash, recorded in the fill's own transaction: buying power at once (it is in the ledger's
 * free cash), withdrawable from its settlement day. The trade date is the fill's day on the market's
 * own clock (Oslo, Helsinki, New York, …); a trade on a closed day counts from the next bank day.
 */
export async function recordSaleSettlement(tx: Db, sale: Sale): Promise<void> {
  await insertSettlement(tx, settlementOf(sale));
}

export interface Sale {
  executionId: string;
  accid: string;
  currency: string;
  amount: string;
  executedAt: Date;
  instrument: { market: string; country: string; type: InstrumentType };
}

/** recordSaleSettlement for sales (one or more), as part of the statement that writes their fills. */
export function saleSettlementsInsert(sales: readonly Sale[]): SQL {
  return settlementsInsert(sales.map(settlementOf));
}

function settlementOf(sale: Sale) {
  const country = settlementCountry(sale.instrument.market, sale.instrument.country);
  const tradeDate = tradeDateOf(sale.instrument.market, sale.instrument.country, sale.executedAt);
  return {
    executionId: sale.executionId,
    accid: sale.accid,
    currency: sale.currency,
    amount: sale.amount,
    tradeDate,
    settleDate: settlementDate(country, tradeDate, settlementDaysOf(sale.instrument.type)),
  };
}

/** Settles every sale whose day has come: its cash becomes withdrawable. Safe to run anywhere, any time. */
export async function runSettlement(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return settleDue(ctx.db, localDateOf(SETTLEMENT_ZONE, now), now);
}
