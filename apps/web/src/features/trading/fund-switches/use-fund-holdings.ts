import type { PositionView } from '@havn/contract/web';
import { unitsMinus } from '@havn/domain/broker/index';
import { useQueries } from '@tanstack/react-query';
import { instrumentQueryOptions } from '../../market-data/instrument/queries.ts';
import type { FundInstrument } from '../fund-orders/FundOrderForm.tsx';
import { isFundType } from '../fund-orders/fund-order-draft.ts';
import { usePositionsQuery } from '../queries.ts';

/** A fund the account holds, with what the switch needs of it: units free to sell, its market. */
export interface FundHolding {
  position: PositionView;
  fund: FundInstrument;
  /** Units no open order holds back. */
  sellable: number;
}

export type FundHoldingsResult =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; holdings: FundHolding[] };

/**
 * The account's fund holdings: its positions, each looked up as an instrument (cached with the
 * instrument pages) to keep the funds, which alone take a switch.
 */
export function useFundHoldings(accid: string): FundHoldingsResult {
  const positions = usePositionsQuery(accid);
  const held = (positions.data ?? []).filter((position) => position.volume > 0);
  const instruments = useQueries({
    queries: held.map((position) => instrumentQueryOptions(String(position.instrumentId))),
  });
  if (positions.isPending) return { status: 'pending' };
  if (positions.isError) return { status: 'error', error: positions.error };
  if (instruments.some((result) => result.isPending)) return { status: 'pending' };
  const failed = instruments.find((result) => result.isError);
  if (failed) return { status: 'error', error: failed.error };
  const holdings: FundHolding[] = [];
  held.forEach((position, index) => {
    const instrument = instruments[index]?.data;
    if (!instrument || !isFundType(instrument.type)) return;
    holdings.push({
      position,
      fund: {
        id: instrument.id,
        name: instrument.name,
        type: instrument.type,
        market: { id: instrument.market.id },
        country: instrument.country,
        tradable: instrument.tradable,
      },
      sellable: unitsMinus(position.volume, position.reservedVolume),
    });
  });
  return { status: 'success', holdings };
}
