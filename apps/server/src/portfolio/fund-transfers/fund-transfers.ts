import { randomUUID } from 'node:crypto';
import type {
  ErrorCode,
  FundTransferHoldingView,
  FundTransferProviderView,
  FundTransferView,
} from '@havn/contract';
import { localDateOf } from '@havn/domain/broker/bank-days';
import {
  type AccountType,
  accountTypesFor,
  apiAccountType,
  dec,
  FUND_TRANSFER_RECEIVERS,
  type FundNotMovableReason,
  type FundTransferRejectReason,
  type FundTransferStatus,
  fundNotMovableReason,
  fundTransferExpectedBy,
  fundTransferFees,
  fundTransferStatusOf,
  fundTransferSteps,
  type InstrumentType,
  instrumentAllowedInAccount,
  roundMoney,
} from '@havn/domain/broker/index';
import { type AccountRow, accountOfUser } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { countryOfUser, personalNumberOf } from '../pension-moves/pension-moves-repo.ts';
import {
  type FundTransferPerson,
  type ProviderHolding,
  providerCaseStatus,
  providerHoldings,
  providersOf,
  sendProviderTransfer,
} from './fund-transfer-provider.ts';
import {
  type FundInstrument,
  type FundTransferItemRow,
  type FundTransferRow,
  insertTransfer,
  instrumentsByIsin,
  itemsOfTransfers,
  lockTransfer,
  movingHoldings,
  transferById,
  transferByRequestKey,
  transfersOfUser,
  unfinishedTransferIds,
  updateItem,
  updateTransfer,
} from './fund-transfers-repo.ts';

/**
 * Moving fund holdings in from another fund company or bank (the web's move-savings; domain notes §3
 * "Moving funds in"): the customer's holdings come from the provider's holdings service
 * (fund-transfer-provider.ts), Havn's rules (the domain's fund-transfer.ts) decide what may move into
 * which account, a signed transfer is recorded with its funds and driven by the job
 * (fund-transfer-jobs.ts), which books each fund's units with their acquisition cost once the provider
 * has moved them. Until then the units are not in the account: nothing can sell them here, and the
 * old provider holds them still.
 */

export const ADVANCE_FUND_TRANSFER_JOB = 'portfolio.advance-fund-transfer';

const FUND_TYPES: readonly string[] = ['FUND', 'INVESTMENT_FUND', 'ETF'];

export async function personOf(ctx: AppContext, user: UserRow): Promise<FundTransferPerson> {
  return {
    country: user.country.toUpperCase(),
    personalNumber: (await personalNumberOf(ctx.db, user.id)) ?? user.id,
  };
}

export function providersFor(ctx: AppContext, user: UserRow): Promise<FundTransferProviderView[]> {
  return providersOf(ctx, user.country.toUpperCase());
}

/** The customer's account `accid`; anyone else's (or none) is 404, as if it did not exist. */
async function ownAccount(db: Db, user: UserRow, accid: string): Promise<AccountRow> {
  const account = await accountOfUser(db, user.id, accid);
  if (!account) throw new AppError('NOT_FOUND', 'No such account of yours.');
  return account;
}

/** Havn's fund for a holding, or null when Havn does not offer it. */
function fundOf(instruments: Map<string, FundInstrument>, holding: ProviderHolding): FundInstrument | null {
  const found = instruments.get(holding.isin);
  return found && FUND_TYPES.includes(found.type) ? found : null;
}

const asInstrument = (i: FundInstrument) => ({ type: i.type as InstrumentType, country: i.country });

/**
 * The account types a holding may move into: its wrapper's that the customer's country offers, of those
 * allowed to hold the fund, as the API names them (a country's ordinary depot is `DEPOT`).
 */
function receiversOf(holding: ProviderHolding, fund: FundInstrument | null, country: string): string[] {
  if (!fund) return [];
  const offered = accountTypesFor(country);
  const types = FUND_TRANSFER_RECEIVERS[holding.wrapper].filter(
    (t) => offered.includes(t) && instrumentAllowedInAccount(t, asInstrument(fund)),
  );
  return [...new Set(types.map(apiAccountType))];
}

function reasonFor(
  holding: ProviderHolding,
  fund: FundInstrument | null,
  account: AccountRow | null,
  movingIn: string | null,
  country: string,
): FundNotMovableReason | null {
  if (holding.wrapper === 'PENSION') return 'PENSION';
  if (!fund) return 'NOT_AT_HAVN';
  if (movingIn) return 'ALREADY_MOVING';
  if (!account) return receiversOf(holding, fund, country).length === 0 ? 'NOT_ALLOWED_IN_ACCOUNT' : null;
  return fundNotMovableReason(holding.wrapper, asInstrument(fund), account.accountType as AccountType);
}

/**
 * The customer's holdings at `provider` (the transfer authority given), with whether each may move
 * into `toAccid` (one of theirs) and why not; without an account, whether it may move here at all.
 */
export async function holdingsOf(
  ctx: AppContext,
  user: UserRow,
  provider: string,
  toAccid?: string,
): Promise<FundTransferHoldingView[]> {
  const account = toAccid ? await ownAccount(ctx.db, user, toAccid) : null;
  const holdings = await providerHoldings(ctx, provider, await personOf(ctx, user));
  const instruments = await instrumentsByIsin(
    ctx.db,
    holdings.map((h) => h.isin),
  );
  const moving = await movingHoldings(
    ctx.db,
    holdings.map((h) => h.id),
  );
  return holdings.map((h) => {
    const fund = fundOf(instruments, h);
    const movingIn = moving.get(h.id) ?? null;
    const reason = reasonFor(h, fund, account, movingIn, user.country);
    return {
      id: h.id,
      providerId: h.providerId,
      name: h.name,
      isin: h.isin,
      instrumentId: fund?.id ?? null,
      wrapper: h.wrapper,
      units: dec(h.units).toFixed(4),
      value: roundMoney(h.value, h.currency),
      acquisitionCost: roundMoney(h.acquisitionCost, h.currency),
      currency: h.currency,
      fee: roundMoney(h.fee, h.currency),
      movable: reason === null,
      ...(reason ? { reason } : {}),
      receivingAccountTypes: receiversOf(h, fund, user.country),
      movingIn,
    };
  });
}

const REFUSAL: Readonly<Record<FundNotMovableReason, ErrorCode>> = {
  NOT_AT_HAVN: 'FUND_NOT_MOVABLE',
  PENSION: 'FUND_NOT_MOVABLE',
  ALREADY_MOVING: 'FUND_NOT_MOVABLE',
  UNKNOWN_HOLDING: 'FUND_NOT_MOVABLE',
  SALE_AND_DEPOSIT: 'FUND_SALE_AND_DEPOSIT',
  WRONG_ACCOUNT_TYPE: 'FUND_WRONG_ACCOUNT_TYPE',
  NOT_ALLOWED_IN_ACCOUNT: 'INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT',
};

const DETAIL: Readonly<Record<FundNotMovableReason, string>> = {
  NOT_AT_HAVN: 'Havn does not offer this fund, so it cannot be moved here.',
  PENSION: 'This is a pension: move it with the pension move.',
  ALREADY_MOVING: 'This fund is already being moved.',
  UNKNOWN_HOLDING: 'The provider does not report this holding among yours.',
  SALE_AND_DEPOSIT:
    'Funds in an ordinary fund account cannot move into a tax-favoured account: that is a sale there and a deposit here.',
  WRONG_ACCOUNT_TYPE: 'Holdings move only into the same kind of account.',
  NOT_ALLOWED_IN_ACCOUNT: 'That account may not hold this fund.',
};

function refused(holdingId: string, reason: FundNotMovableReason): AppError {
  return new AppError(REFUSAL[reason], DETAIL[reason], { extensions: { holdingId, reason } });
}

export interface CheckedTransfer {
  account: AccountRow;
  chosen: { holding: ProviderHolding; fund: FundInstrument }[];
}

/**
 * What a transfer of `holdings` into `toAccid` would move, or the refusal: someone else's account is
 * 404, each holding that may not move its code with which and why. `holdings` are the provider's
 * figures, read before any transaction (no HTTP call holds one open).
 */
export async function checkTransfer(
  db: Db,
  user: UserRow,
  input: { toAccid: string; holdings: string[] },
  reported: readonly ProviderHolding[],
): Promise<CheckedTransfer> {
  const account = await ownAccount(db, user, input.toAccid);
  const ids = [...new Set(input.holdings)];
  const instruments = await instrumentsByIsin(
    db,
    reported.map((h) => h.isin),
  );
  const moving = await movingHoldings(db, ids);
  const chosen: CheckedTransfer['chosen'] = [];
  for (const id of ids) {
    const holding = reported.find((h) => h.id === id);
    if (!holding) throw refused(id, 'UNKNOWN_HOLDING');
    const fund = fundOf(instruments, holding);
    const reason = reasonFor(holding, fund, account, moving.get(id) ?? null, user.country);
    if (reason || !fund) throw refused(id, reason ?? 'NOT_AT_HAVN');
    chosen.push({ holding, fund });
  }
  return { account, chosen };
}

export function transferOfKey(db: Db, user: UserRow, key: string): Promise<FundTransferRow | undefined> {
  return transferByRequestKey(db, `${user.id}:${key}`);
}

/**
 * Records a signed transfer in the transaction `tx` that claims the Idempotency-Key: checked again
 * under it, recorded with its funds, and the job asked to send it. The caller has had it signed with
 * a fresh eID first. The key also makes the transfer's request key, so the same key after its 24
 * hours still finds this transfer.
 */
export async function startTransfer(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  input: {
    provider: string;
    providerName: string;
    toAccid: string;
    holdings: string[];
    idempotencyKey: string;
  },
  reported: readonly ProviderHolding[],
): Promise<FundTransferView> {
  const requestKey = `${user.id}:${input.idempotencyKey}`;
  const existing = await transferByRequestKey(tx, requestKey);
  if (existing) return (await viewsOf(tx, [existing]))[0]!;
  const { account, chosen } = await checkTransfer(tx, user, input, reported);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const id = randomUUID();
  const country = user.country.toUpperCase();
  try {
    await insertTransfer(
      tx,
      {
        id,
        userId: user.id,
        providerId: input.provider,
        provider: input.providerName,
        toAccid: account.accid,
        requestKey,
        status: 'SIGNED',
        reachedAt: { SIGNED: at },
        expectedBy: fundTransferExpectedBy(country, localDateOf(timeZoneOf(country), now)),
        signedAt: now,
        updatedAt: now,
      },
      chosen.map(({ holding, fund }) => ({
        transferId: id,
        holdingId: holding.id,
        name: holding.name,
        isin: holding.isin,
        instrumentId: fund.id,
        units: holding.units,
        acquisitionCost: holding.acquisitionCost,
        fee: holding.fee,
        currency: holding.currency,
        status: 'SIGNED' as const,
      })),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'fund_transfer_items_moving_key')) {
      throw refused(chosen[0]!.holding.id, 'ALREADY_MOVING');
    }
    throw error;
  }
  await enqueue({ db: tx, clock: ctx.clock }, ADVANCE_FUND_TRANSFER_JOB, { transferId: id });
  const created = await transferById(tx, id);
  return (await viewsOf(tx, [created!]))[0]!;
}

const TIME_ZONES: Readonly<Record<string, string>> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
};
const timeZoneOf = (country: string) => TIME_ZONES[country] ?? 'Europe/Stockholm';

function transferView(row: FundTransferRow, items: readonly FundTransferItemRow[]): FundTransferView {
  return {
    id: row.id,
    status: row.status,
    providerId: row.providerId,
    provider: row.provider,
    toAccid: row.toAccid,
    funds: items.map((i) => ({
      holdingId: i.holdingId,
      name: i.name,
      isin: i.isin,
      instrumentId: i.instrumentId,
      status: i.status,
      units: dec(i.units).toFixed(4),
      acquisitionCost: roundMoney(i.acquisitionCost, i.currency),
      fee: roundMoney(i.fee, i.currency),
      currency: i.currency,
      rejectReason: (i.rejectReason as FundTransferRejectReason | null) ?? null,
      completedAt: i.completedAt?.toISOString() ?? null,
    })),
    steps: fundTransferSteps(row.status, row.reachedAt),
    fees: fundTransferFees(items.map((i) => ({ fee: i.fee, currency: i.currency }))),
    signedAt: row.signedAt.toISOString(),
    expectedBy: row.expectedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function viewsOf(db: Db, rows: readonly FundTransferRow[]): Promise<FundTransferView[]> {
  const items = await itemsOfTransfers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => transferView(r, items.get(r.id) ?? []));
}

export async function transfersOf(ctx: AppContext, user: UserRow): Promise<FundTransferView[]> {
  return viewsOf(ctx.db, await transfersOfUser(ctx.db, user.id));
}

/** One of the customer's transfers; anyone else's is 404, as if it did not exist. */
export async function transferOf(ctx: AppContext, user: UserRow, id: string): Promise<FundTransferView> {
  const row = await transferById(ctx.db, id);
  if (row?.userId !== user.id) throw new AppError('NOT_FOUND', 'No such fund transfer.');
  return (await viewsOf(ctx.db, [row]))[0]!;
}

type ItemOutcome =
  | { status: 'SENT'; caseId: string }
  | { status: 'IN_TRANSFER' }
  | { status: 'COMPLETED'; units: string; acquisitionCost: string }
  | { status: 'REJECTED'; reason: string };

/**
 * Moves one transfer forward: each fund still SIGNED is sent to the provider, each SENT or
 * IN_TRANSFER one asked where it stands. The answers (HTTP, outside any transaction) are applied in
 * one transaction under the transfer's and the account's locks, each only if the fund still stands
 * where it stood. A COMPLETED fund's units are booked from system:fundtransfers into the account
 * under the reference `fund-transfer:{transfer}:{holding}`, unique in the ledger, so they arrive
 * exactly once even if the job runs twice; the ledger transaction is kept on the fund, and its
 * acquisition cost counts as the purchase (account-trades.ts).
 */
export async function advanceTransfer(
  ctx: AppContext,
  transferId: string,
): Promise<FundTransferStatus | null> {
  const row = await transferById(ctx.db, transferId);
  if (!row || row.status === 'COMPLETED' || row.status === 'REJECTED') return row?.status ?? null;
  const account = await accountOfUser(ctx.db, row.userId, row.toAccid);
  const items = (await itemsOfTransfers(ctx.db, [transferId])).get(transferId) ?? [];
  const person: FundTransferPerson = {
    country: await countryOfUser(ctx.db, row.userId),
    personalNumber: (await personalNumberOf(ctx.db, row.userId)) ?? row.userId,
  };
  const outcomes = new Map<string, ItemOutcome>();
  for (const item of items) {
    if (item.status === 'SIGNED') {
      const answer = await sendProviderTransfer(ctx, {
        reference: `fund-transfer:${transferId}:${item.holdingId}`,
        provider: row.providerId,
        person,
        holdingId: item.holdingId,
        receiver: { institution: 'Havn', accid: row.toAccid, accountType: account?.accountType ?? '' },
      });
      outcomes.set(
        item.holdingId,
        answer.result === 'ACCEPTED'
          ? { status: 'SENT', caseId: answer.caseId }
          : {
              status: 'REJECTED',
              reason: answer.reason === 'UNKNOWN_HOLDING' ? 'UNKNOWN_HOLDING' : 'NOT_MOVABLE',
            },
      );
    } else if ((item.status === 'SENT' || item.status === 'IN_TRANSFER') && item.caseId) {
      const answer = await providerCaseStatus(ctx, { caseId: item.caseId, person });
      if (answer.status === 'COMPLETED') {
        if (answer.currency !== item.currency) throw new Error(`fund transfer: cost in ${answer.currency}`);
        outcomes.set(item.holdingId, {
          status: 'COMPLETED',
          units: answer.units,
          acquisitionCost: answer.acquisitionCost,
        });
      } else if (answer.status === 'REJECTED') {
        outcomes.set(item.holdingId, { status: 'REJECTED', reason: answer.reason });
      } else if (answer.status === 'IN_TRANSFER' && item.status === 'SENT') {
        outcomes.set(item.holdingId, { status: 'IN_TRANSFER' });
      }
    }
  }
  if (outcomes.size === 0) return row.status;
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, row.toAccid);
    const locked = await lockTransfer(tx, transferId);
    if (!locked) return null;
    const current = (await itemsOfTransfers(tx, [transferId])).get(transferId) ?? [];
    const now = ctx.clock.now();
    const at = now.toISOString();
    const reachedAt = { ...locked.reachedAt };
    for (const item of current) {
      const outcome = outcomes.get(item.holdingId);
      if (!outcome || item.status === 'COMPLETED' || item.status === 'REJECTED') continue;
      if (outcome.status === 'SENT') {
        if (item.status !== 'SIGNED') continue;
        await updateItem(tx, transferId, item.holdingId, { status: 'SENT', caseId: outcome.caseId });
        item.status = 'SENT';
      } else if (outcome.status === 'IN_TRANSFER') {
        if (item.status !== 'SENT') continue;
        await updateItem(tx, transferId, item.holdingId, { status: 'IN_TRANSFER' });
        item.status = 'IN_TRANSFER';
      } else if (outcome.status === 'REJECTED') {
        await updateItem(tx, transferId, item.holdingId, {
          status: 'REJECTED',
          rejectReason: outcome.reason,
        });
        item.status = 'REJECTED';
      } else {
        const units = dec(outcome.units).toFixed(4);
        const acquisitionCost = roundMoney(outcome.acquisitionCost, item.currency);
        const asset = String(item.instrumentId);
        const ledgerTransactionId = await postLedgerTransaction(tx, {
          type: 'FUND_TRANSFER',
          accid: row.toAccid,
          reference: `fund-transfer:${transferId}:${item.holdingId}`,
          createdAt: now,
          entries: [
            { account: HOUSE.fundTransfers, kind: 'position', asset, amount: `-${units}` },
            { account: row.toAccid, kind: 'position', asset, amount: units },
          ],
        });
        await updateItem(tx, transferId, item.holdingId, {
          status: 'COMPLETED',
          units,
          acquisitionCost,
          completedAt: now,
          ledgerTransactionId,
        });
        item.status = 'COMPLETED';
      }
    }
    const status = fundTransferStatusOf(current.map((i) => i.status));
    const path = ['SENT', 'IN_TRANSFER', 'COMPLETED'] as const;
    const upTo = status === 'REJECTED' ? -1 : path.indexOf(status as (typeof path)[number]);
    for (const s of path.slice(0, upTo + 1)) reachedAt[s] ??= at;
    if (status === 'REJECTED') reachedAt.REJECTED ??= at;
    await updateTransfer(tx, transferId, { status, reachedAt, updatedAt: now });
    return status;
  });
}

/** Every unfinished transfer, one after the other: what the minute's job does. */
export async function advanceFundTransfers(ctx: AppContext): Promise<number> {
  const ids = await unfinishedTransferIds(ctx.db);
  for (const id of ids) await advanceTransfer(ctx, id);
  return ids.length;
}
