import { FUND_TYPES } from '@havn/domain/broker/index';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema/instruments.ts';

export interface GuideFundRow {
  id: number;
  name: string;
  type: (typeof instruments.$inferSelect)['type'];
  currency: string;
  tradable: boolean;
  fundCategory: NonNullable<(typeof instruments.$inferSelect)['fundCategory']>;
  riskIndicator: number;
  ongoingCharge: string;
}

/**
 * Every tradable fund with its key information document's facts: the guide's shelf (a few dozen rows,
 * read whole for each guide; the mix depends on all of them).
 */
export async function tradableFundsWithFacts(db: Db): Promise<GuideFundRow[]> {
  const rows = await db
    .select({
      id: instruments.id,
      name: instruments.name,
      type: instruments.type,
      currency: instruments.currency,
      tradable: instruments.tradable,
      fundCategory: instruments.fundCategory,
      riskIndicator: instruments.riskIndicator,
      ongoingCharge: instruments.ongoingCharge,
    })
    .from(instruments)
    .where(
      and(
        eq(instruments.tradable, true),
        inArray(instruments.type, [...FUND_TYPES]),
        isNotNull(instruments.fundCategory),
      ),
    )
    .orderBy(asc(instruments.id));
  // The table's check keeps a fund's three facts together: all present once the category is.
  return rows.map((r) => ({
    ...r,
    fundCategory: r.fundCategory!,
    riskIndicator: r.riskIndicator!,
    ongoingCharge: r.ongoingCharge!,
  }));
}
