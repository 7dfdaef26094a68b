import { ORDER_SIDES } from '../broker/order-lists.ts';
/**
 * How a member's trade event is worded (spec section 4, Trade events). The detailed wording (new
 * holding, bought more, sold all, sold some) applies only to trades after 2025-08-28; earlier trades
 * say plainly bought or sold.
 */

/** A trade event is a member's fill: its type is the order's side. */
export const TRADE_TYPES = ORDER_SIDES;
export type TradeType = (typeof TRADE_TYPES)[number];

export const TRADE_EVENT_KINDS = [
  'NEW_HOLDING',
  'BOUGHT_MORE',
  'SOLD_ALL',
  'SOLD_SOME',
  'BOUGHT',
  'SOLD',
] as const;
export type TradeEventKind = (typeof TRADE_EVENT_KINDS)[number];

/**
 * The first instant with detailed wording: the start of 2025-08-29 in UTC. "After 2025-08-28" is a
 * calendar day, and UTC (the wire's zone) makes the cut-off the same for every viewer and server.
 */
export const DETAILED_TRADE_WORDING_FROM = new Date('2025-08-29T00:00:00.000Z');

/** A SELL whose change is this many percent of the holding, or more, sold the whole holding. */
export const SOLD_ALL_PERCENT = 100;

export interface TradeEventFacts {
  tradeType: TradeType;
  /** Percent of the holding bought or sold; null on a BUY means the member had none before. */
  percentageChange: number | string | null;
  postedAt: Date;
}

export function tradeEventKind(event: TradeEventFacts): TradeEventKind {
  const detailed = event.postedAt.getTime() >= DETAILED_TRADE_WORDING_FROM.getTime();
  const change = event.percentageChange === null ? null : Number(event.percentageChange);
  if (event.tradeType === 'BUY') {
    if (!detailed) return 'BOUGHT';
    return change === null ? 'NEW_HOLDING' : 'BOUGHT_MORE';
  }
  if (!detailed) return 'SOLD';
  // An unknown or unreadable change cannot prove the whole holding went, so it reads "sold some".
  return change !== null && change >= SOLD_ALL_PERCENT ? 'SOLD_ALL' : 'SOLD_SOME';
}

/**
 * English wording. The spec fixes the kinds but not their words; these are ours, and the web shows
 * the localized text under TRADE_EVENT_KEY.
 */
export const TRADE_EVENT_WORDING: Readonly<Record<TradeEventKind, string>> = {
  NEW_HOLDING: 'Bought a new holding',
  BOUGHT_MORE: 'Bought more',
  SOLD_ALL: 'Sold the whole holding',
  SOLD_SOME: 'Sold part of the holding',
  BOUGHT: 'Bought',
  SOLD: 'Sold',
};

export const TRADE_EVENT_KEY: Readonly<Record<TradeEventKind, string>> = {
  NEW_HOLDING: 'community:tradeEvent.newHolding',
  BOUGHT_MORE: 'community:tradeEvent.boughtMore',
  SOLD_ALL: 'community:tradeEvent.soldAll',
  SOLD_SOME: 'community:tradeEvent.soldSome',
  BOUGHT: 'community:tradeEvent.bought',
  SOLD: 'community:tradeEvent.sold',
};

export function tradeEventWording(event: TradeEventFacts): string {
  return TRADE_EVENT_WORDING[tradeEventKind(event)];
}
