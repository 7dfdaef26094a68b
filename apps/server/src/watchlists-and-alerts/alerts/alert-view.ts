import type { PriceAlertView } from '@havn/contract';
import type { PriceAlertRow } from './alerts-repo.ts';

/** Strips numeric's trailing zeros: "120.500000" → "120.5". */
export function plainPrice(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function priceAlertView(row: PriceAlertRow, currency: string): PriceAlertView {
  return {
    id: row.id,
    instrumentId: row.instrumentId,
    direction: row.direction,
    price: plainPrice(row.price),
    currency,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
  };
}
