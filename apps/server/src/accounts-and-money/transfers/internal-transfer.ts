import { randomUUID } from 'node:crypto';
import type { InternalTransfer } from '@havn/contract';
import { bankDaysBetween, marketTimeZone, settlementCountry } from '@havn/domain/broker/bank-days';
import {
  checkDepositAmount,
  convertAt,
  dec,
  instrumentAllowedInAccount,
  roundMoney,
  ruleInternalTransfer,
  type TransferRefusal,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { fillsOfAccount } from '../../trading/fills-repo.ts';
import { ownAccount } from '../accounts/account-access.ts';
import { refusePastCap } from '../accounts/cap-usage.ts';
import { accountBalances, lockAccount, postLedgerTransaction } from '../ledger/ledger-repo.ts';
import { withdrawableOf } from '../withdrawals/withdrawals.ts';
import { type InternalTransferRow, insertInternalTransfer } from './transfers-repo.ts';

export type TransferInput =
  | { fromAccid: string; toAccid: string; amount: string }
  | { fromAccid: string; toAccid: string; instrumentId: number; volume: number };

function refuse(reason: TransferRefusal, detail: string): never {
  throw new AppError('TRANSFER_NOT_ALLOWED', detail, { extensions: { reason } });
}

function view(row: InternalTransferRow): InternalTransfer {
  return {
    id: row.id,
    status: 'COMPLETED',
    fromAccid: row.fromAccid,
    toAccid: row.toAccid,
    kind: row.kind,
    amount: row.amount === null ? null : roundMoney(row.amount, row.currency),
    currency: row.currency,
    instrumentId: row.instrumentId,
    volume: row.volume,
    taxableSale: row.taxableSale,
    price: row.price,
  };
}

/**
 * Moves cash or units between two of the customer's own accounts in one ledger transaction, with the
 * domain's rules (ruleInternalTransfer) re-checked here and balances and caps read under both
 * accounts' locks (taken in accid order, so two opposite transfers cannot deadlock).
 *
 * Cash that may move is the withdrawable cash (settled, not held for orders or withdrawals), as at
 * Nordic brokers: a sale's proceeds buy at once but leave the account only once settled, and an
 * internal transfer must not be the way round that (the receiving account could withdraw them).
 * An AF→ISK move is a sale at the last price: `amount` keeps its value in the account currency, and
 * the portfolio's realised gains and tax figures read it as a sale (and the ISK's purchase).
 * All of it runs in `tx`, the transaction that claims the customer's Idempotency-Key
 * (idempotentTransaction): the transfer and the key's answer commit together, so a retry after a
 * crash finds the answer or finds nothing done, and never books the transfer twice.
 */
export async function transferBetweenOwnAccounts(
  ctx: AppContext,
  tx: Db,
  user: UserRow | null,
  input: TransferInput,
): Promise<InternalTransfer> {
  const from = await ownAccount({ db: tx }, user, input.fromAccid);
  const to = await ownAccount({ db: tx }, user, input.toAccid);
  const cash = 'amount' in input;
  if (cash) {
    const problem = checkDepositAmount(input.amount);
    if (problem) throw new AppError('INVALID_AMOUNT', problem);
  }
  const instrument = cash ? undefined : (await instrumentsByIds(tx, [input.instrumentId]))[0];
  if (!cash && !instrument) throw new AppError('NOT_FOUND', 'No such instrument.');
  const now = ctx.clock.now();
  let bankDaysSinceTrade: number | null = null;
  if (!cash) {
    const fills = await fillsOfAccount(tx, from.accid, [input.instrumentId]);
    const last = fills.reduce<Date | null>(
      (t, f) => (t === null || f.executedAt > t ? f.executedAt : t),
      null,
    );
    // Bank days of the instrument's market, on its own clock: the trade must have settled there.
    bankDaysSinceTrade =
      last && instrument
        ? bankDaysBetween(
            settlementCountry(instrument.market, instrument.country),
            marketTimeZone(instrument.market, instrument.country),
            last,
            now,
          )
        : null;
  }
  const ruling = ruleInternalTransfer({ from, to, kind: cash ? 'CASH' : 'SECURITIES', bankDaysSinceTrade });
  if (!ruling.ok) refuse(ruling.reason, `This transfer is not allowed: ${ruling.reason}.`);
  if (instrument && !instrumentAllowedInAccount(to.accountType, instrument)) {
    refuse('NOT_ALLOWED_IN_ACCOUNT', 'The receiving account cannot hold this instrument.');
  }
  const price =
    ruling.taxableSale && instrument
      ? ((await ctx.marketData.quotes([instrument.id])).get(instrument.id)?.last ?? null)
      : null;
  if (ruling.taxableSale && price === null)
    throw new AppError('SERVICE_UNAVAILABLE', 'No last price to value the sale at.');

  // The sale's value in the account currency, at the live rate as a fill would be.
  const saleValue =
    !cash && instrument && price !== null
      ? convertAt(
          dec(price).times(input.volume),
          await liveFxRate(ctx.marketData, instrument.currency, from.currency),
          from.currency,
        )
      : null;

  const id = randomUUID();
  for (const accid of [from.accid, to.accid].sort()) await lockAccount(tx, accid);
  const balances = await accountBalances(tx, from.accid);
  const entries = [];
  let amount: string | null = null;
  if (cash) {
    amount = roundMoney(input.amount, from.currency);
    const withdrawable = await withdrawableOf(tx, from);
    if (dec(withdrawable).lessThan(dec(amount))) {
      refuse('INSUFFICIENT_CASH', `At most ${withdrawable} ${from.currency} of settled cash can move now.`);
    }
    await refusePastCap(tx, to, amount, now);
    entries.push(
      { account: from.accid, kind: 'cash' as const, asset: from.currency, amount: `-${amount}` },
      { account: to.accid, kind: 'cash' as const, asset: to.currency, amount },
    );
  } else {
    const asset = String(input.instrumentId);
    if (balances.get('position', asset).lessThan(dec(input.volume))) {
      refuse('INSUFFICIENT_UNITS', 'Not that many units are free to move.');
    }
    amount = saleValue;
    entries.push(
      { account: from.accid, kind: 'position' as const, asset, amount: String(-input.volume) },
      { account: to.accid, kind: 'position' as const, asset, amount: String(input.volume) },
    );
  }
  const ledgerTransactionId = await postLedgerTransaction(tx, {
    type: 'TRANSFER',
    accid: from.accid,
    reference: `transfer:${id}`,
    createdAt: now,
    entries,
  });
  const stored: InternalTransferRow = {
    id,
    userId: from.userId,
    fromAccid: from.accid,
    toAccid: to.accid,
    kind: cash ? 'CASH' : 'SECURITIES',
    amount,
    currency: from.currency,
    instrumentId: cash ? null : input.instrumentId,
    volume: cash ? null : input.volume,
    price,
    taxableSale: ruling.taxableSale,
    ledgerTransactionId,
    createdAt: now,
  };
  await insertInternalTransfer(tx, stored);
  return view(stored);
}
