import type { PaymentNotificationKind } from '@havn/domain/broker/index';
import fc from 'fast-check';

/** The commands of the ledger's model (ledger-model.ts runs them) and how fast-check draws them. */

/** 0: the customer's ISK, 1: their AF. */
export type Which = 0 | 1;

export type Command =
  | { kind: 'deposit'; who: number; acct: Which; cents: number }
  | {
      kind: 'order';
      who: number;
      acct: Which;
      usd: boolean;
      side: 'BUY' | 'SELL';
      market: boolean;
      volume: number;
      offset: number;
    }
  | { kind: 'cancel'; who: number; pick: number }
  | { kind: 'move'; usd: boolean; price: number }
  | { kind: 'partialFill'; pick: number; share: number; improve: number }
  | { kind: 'replayFill'; pick: number }
  | { kind: 'withdraw'; who: number; acct: Which; cents: number }
  | { kind: 'cancelWithdrawal'; pick: number }
  | { kind: 'replayWithdrawal'; pick: number }
  | { kind: 'time'; hours: number }
  | { kind: 'openBanking'; who: number; acct: Which; cents: number }
  | { kind: 'notify'; pick: number; type: PaymentNotificationKind; shift: number | null }
  | { kind: 'replayNotification'; pick: number }
  | { kind: 'transfer'; who: number; cents: number; back: boolean }
  | { kind: 'moveShares'; who: number; usd: boolean; volume: number }
  | { kind: 'replayTransfer'; pick: number };

const who = fc.nat(1);
const acct = fc.constantFrom<Which>(0, 1);

export const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    acct,
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    who,
    acct,
    usd: fc.boolean(),
    side: fc.constantFrom('BUY' as const, 'SELL' as const),
    market: fc.boolean(),
    volume: fc.integer({ min: 1, max: 30 }),
    offset: fc.integer({ min: -15, max: 15 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), who, pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('move' as const),
    usd: fc.boolean(),
    price: fc.integer({ min: 80, max: 120 }),
  }),
  fc.record({
    kind: fc.constant('partialFill' as const),
    pick: fc.nat(50),
    share: fc.integer({ min: 1, max: 100 }),
    improve: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({ kind: fc.constant('replayFill' as const), pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    acct,
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ kind: fc.constant('cancelWithdrawal' as const), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('replayWithdrawal' as const), pick: fc.nat(50) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('time' as const),
      // Hours within a day, or a long weekend's worth: shares bought in the AF may then move to the ISK.
      hours: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 72, max: 120 })),
    }),
  },
  fc.record({
    kind: fc.constant('openBanking' as const),
    who,
    acct,
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  {
    // Several notifications make a payment's story: they come more often than the rest.
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('notify' as const),
      pick: fc.nat(50),
      type: fc.constantFrom('pending' as const, 'credit' as const, 'cancel' as const, 'debit' as const),
      // A credit may state another amount than asked (öre more or less), or none.
      shift: fc.option(fc.integer({ min: -5_000, max: 5_000 }), { nil: null }),
    }),
  },
  fc.record({ kind: fc.constant('replayNotification' as const), pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    who,
    cents: fc.integer({ min: 1, max: 300_000 }),
    back: fc.boolean(),
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('moveShares' as const),
      who,
      usd: fc.boolean(),
      volume: fc.integer({ min: 1, max: 6 }),
    }),
  },
  fc.record({ kind: fc.constant('replayTransfer' as const), pick: fc.nat(50) }),
);
