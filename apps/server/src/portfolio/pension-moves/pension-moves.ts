import { randomUUID } from 'node:crypto';
import type { PensionCompanyView, PensionInsuranceView, PensionMoveView } from '@havn/contract';
import {
  addDays,
  amountMovedIn,
  dec,
  type MoveRejectReason,
  maxMoveDays,
  mayReceive,
  moveFee,
  moveStatusOf,
  moveSteps,
  needsEmployerSignature,
  notMovableReason,
  PENSION_ACCOUNT_TYPES,
  type PensionInsuranceKind,
  type PensionMoveStatus,
  RECEIVING_ACCOUNT_TYPES,
  roundMoney,
  utcDay,
} from '@havn/domain/broker/index';
import { type AccountRow, accountOfUser } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { MOVE_ROW_STATUSES, type MoveRowStatus } from '../../db/schema/signed-moves.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import {
  type ExchangeInsurance,
  exchangeCaseStatus,
  exchangeCompanies,
  exchangeInsurances,
  type PensionPerson,
  sendExchangeMove,
} from './pension-exchange.ts';
import {
  countryOfUser,
  insertMove,
  itemsOfMoves,
  lockMove,
  moveById,
  moveByRequestKey,
  movesOfUser,
  movingInsurances,
  type PensionMoveItemRow,
  type PensionMoveRow,
  personalNumberOf,
  unfinishedMoveIds,
  updateItem,
  updateMove,
} from './pension-moves-repo.ts';

/**
 * Moving a pension here (api.md "Pension"): the customer's insurances elsewhere come from the pension
 * information service (pension-exchange.ts) and Havn's rules (the domain's pension-move.ts) decide
 * what may move where; a signed move is recorded with its insurances and driven by the job
 * (pension-move-jobs.ts), which books each insurance's money once it arrives.
 */

/** The job that sends a signed move and asks how it stands (pension-move-jobs.ts defines it). */
export const ADVANCE_PENSION_MOVE_JOB = 'portfolio.advance-pension-move';

/** Whose insurances: the personal number the customer's eID proved (a customer from before eID: their id). */
export async function personOf(ctx: AppContext, user: UserRow): Promise<PensionPerson> {
  return {
    country: user.country.toUpperCase(),
    personalNumber: (await personalNumberOf(ctx.db, user.id)) ?? user.id,
  };
}

export async function companiesFor(ctx: AppContext, user: UserRow): Promise<PensionCompanyView[]> {
  return exchangeCompanies(ctx, user.country.toUpperCase());
}

function insuranceView(insurance: ExchangeInsurance, movingIn: string | null): PensionInsuranceView {
  const reason = notMovableReason(insurance);
  return {
    id: insurance.id,
    company: insurance.company,
    companyId: insurance.companyId,
    kind: insurance.kind,
    management: insurance.management,
    value: roundMoney(insurance.value, insurance.currency),
    currency: insurance.currency,
    movable: reason === null && movingIn === null,
    ...(reason ? { reason } : movingIn ? { reason: 'ALREADY_MOVING' as const } : {}),
    fee: moveFee(insurance.kind, insurance.feeCharged, insurance.value),
    repaymentCover: insurance.repaymentCover,
    employerSignatureNeeded: needsEmployerSignature(insurance.kind),
    receivingAccountTypes: [...RECEIVING_ACCOUNT_TYPES[insurance.kind]],
    expectedDays: maxMoveDays(insurance.kind, insurance.management),
    movingIn,
  };
}

/** The customer's insurances elsewhere, with whether each may move here now and what it costs. */
export async function insurancesOf(
  ctx: AppContext,
  user: UserRow,
  company?: string,
): Promise<PensionInsuranceView[]> {
  const all = await exchangeInsurances(ctx, await personOf(ctx, user));
  const shown = company ? all.filter((i) => i.companyId === company) : all;
  const moving = await movingInsurances(
    ctx.db,
    shown.map((i) => i.id),
  );
  return shown.map((i) => insuranceView(i, moving.get(i.id) ?? null));
}

function notMovable(insuranceId: string, reason: string, detail: string): AppError {
  return new AppError('NOT_MOVABLE', detail, { extensions: { insuranceId, reason } });
}

/**
 * What a move of `insuranceIds` into `toAccid` would move, or the refusal: an insurance that may not
 * move is 422 NOT_MOVABLE with which and why, an account that is not one of the customer's pension
 * accounts NOT_A_PENSION_ACCOUNT, one of the wrong type WRONG_PENSION_ACCOUNT. `insurances` are the
 * service's figures, read before any transaction (no HTTP call holds one open).
 */
export async function checkMove(
  db: Db,
  user: UserRow,
  input: { insuranceIds: string[]; toAccid: string },
  insurances: readonly ExchangeInsurance[],
): Promise<{ account: AccountRow; chosen: ExchangeInsurance[] }> {
  const account = await accountOfUser(db, user.id, input.toAccid);
  if (!account || !(PENSION_ACCOUNT_TYPES as readonly string[]).includes(account.accountType)) {
    throw new AppError(
      'NOT_A_PENSION_ACCOUNT',
      'Choose one of your pension accounts to receive the pension.',
    );
  }
  const ids = [...new Set(input.insuranceIds)];
  const moving = await movingInsurances(db, ids);
  const chosen: ExchangeInsurance[] = [];
  for (const id of ids) {
    const insurance = insurances.find((i) => i.id === id);
    if (!insurance) throw notMovable(id, 'UNKNOWN_INSURANCE', 'No such insurance of yours elsewhere.');
    const reason = notMovableReason(insurance);
    if (reason) throw notMovable(id, reason, `This insurance may not be moved (${reason}).`);
    if (moving.has(id)) throw notMovable(id, 'ALREADY_MOVING', 'This insurance is already being moved.');
    if (!mayReceive(account.accountType, insurance.kind)) {
      throw new AppError(
        'WRONG_PENSION_ACCOUNT',
        `This insurance moves into ${RECEIVING_ACCOUNT_TYPES[insurance.kind].join(' or ')}, not ${account.accountType}.`,
        { extensions: { insuranceId: id } },
      );
    }
    chosen.push(insurance);
  }
  return { account, chosen };
}

/** The move an Idempotency-Key made, if any (it is found even after the key's 24 hours). */
export function moveOfKey(
  db: Db,
  user: UserRow,
  idempotencyKey: string,
): Promise<PensionMoveRow | undefined> {
  return moveByRequestKey(db, `${user.id}:${idempotencyKey}`);
}

/**
 * Records a signed move in the transaction `tx` that claims the Idempotency-Key
 * (idempotentTransaction): checked again under it (checkMove), recorded with its insurances, and the
 * job asked to send it. The caller has had it signed with a fresh eID first (outside the transaction,
 * after checkMove, so nobody signs what cannot happen). The key also makes the move's request key, so
 * the same key after its 24 hours still finds this move.
 */
export async function startMove(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  input: { insuranceIds: string[]; toAccid: string; idempotencyKey: string },
  insurances: readonly ExchangeInsurance[],
): Promise<PensionMoveView> {
  const requestKey = `${user.id}:${input.idempotencyKey}`;
  const existing = await moveByRequestKey(tx, requestKey);
  if (existing) return (await viewsOf(tx, [existing]))[0]!;
  const { account, chosen } = await checkMove(tx, user, input, insurances);
  const ids = chosen.map((i) => i.id);

  const now = ctx.clock.now();
  const at = now.toISOString();
  const id = randomUUID();
  const days = Math.max(...chosen.map((i) => maxMoveDays(i.kind, i.management)));
  try {
    await insertMove(
      tx,
      {
        id,
        userId: user.id,
        toAccid: account.accid,
        currency: account.currency,
        requestKey,
        status: 'SIGNED',
        reachedAt: { CONSENT: at, DATA_FETCHED: at, CHOICES: at, SIGNED: at },
        expectedBy: addDays(utcDay(now), days),
        signedAt: now,
        updatedAt: now,
      },
      chosen.map((i) => {
        const fee = moveFee(i.kind, i.feeCharged, i.value);
        return {
          moveId: id,
          insuranceId: i.id,
          companyId: i.companyId,
          company: i.company,
          kind: i.kind,
          value: i.value,
          fee,
          amount: amountMovedIn(i.value, fee, i.currency),
          currency: i.currency,
          status: 'SIGNED' as const,
        };
      }),
    );
  } catch (error) {
    // Another move took one of them meanwhile (the partial unique index).
    if (isUniqueViolation(error, 'pension_move_items_moving_key')) {
      throw notMovable(ids[0]!, 'ALREADY_MOVING', 'One of these insurances is already being moved.');
    }
    throw error;
  }
  await enqueue({ db: tx, clock: ctx.clock }, ADVANCE_PENSION_MOVE_JOB, { moveId: id });
  const created = await moveById(tx, id);
  return (await viewsOf(tx, [created!]))[0]!;
}

function moveView(move: PensionMoveRow, items: readonly PensionMoveItemRow[]): PensionMoveView {
  const paidIn = items
    .filter((i) => i.status === 'COMPLETED')
    .reduce((sum, i) => sum.plus(dec(i.amount)), dec(0));
  return {
    id: move.id,
    status: move.status,
    toAccid: move.toAccid,
    currency: move.currency,
    insurances: items.map((i) => ({
      insuranceId: i.insuranceId,
      company: i.company,
      kind: i.kind as PensionInsuranceKind,
      status: i.status,
      value: roundMoney(i.value, i.currency),
      fee: roundMoney(i.fee, i.currency),
      amount: roundMoney(i.amount, i.currency),
      currency: i.currency,
      rejectReason: (i.rejectReason as MoveRejectReason | null) ?? null,
      completedAt: i.completedAt?.toISOString() ?? null,
    })),
    steps: moveSteps(move.status, move.reachedAt),
    paidIn: roundMoney(paidIn, move.currency),
    signedAt: move.signedAt.toISOString(),
    expectedBy: move.expectedBy,
    updatedAt: move.updatedAt.toISOString(),
  };
}

async function viewsOf(db: Db, moves: readonly PensionMoveRow[]): Promise<PensionMoveView[]> {
  const items = await itemsOfMoves(
    db,
    moves.map((m) => m.id),
  );
  return moves.map((m) => moveView(m, items.get(m.id) ?? []));
}

export async function movesOf(ctx: AppContext, user: UserRow): Promise<PensionMoveView[]> {
  return viewsOf(ctx.db, await movesOfUser(ctx.db, user.id));
}

/** One of the customer's moves; anyone else's is 404, as if it did not exist. */
export async function moveOf(ctx: AppContext, user: UserRow, id: string): Promise<PensionMoveView> {
  const move = await moveById(ctx.db, id);
  if (move?.userId !== user.id) throw new AppError('NOT_FOUND', 'No such pension move.');
  return (await viewsOf(ctx.db, [move]))[0]!;
}

type ItemOutcome =
  | { status: 'SENT'; caseId: string }
  | { status: 'IN_TRANSFER' }
  | { status: 'COMPLETED'; amount: string }
  | { status: 'REJECTED'; reason: string };

/**
 * Moves one move forward: each insurance still SIGNED is sent to the service, each SENT or
 * IN_TRANSFER one asked where it stands. The answers (HTTP, outside any transaction) are then applied
 * in one transaction under the move's and the account's locks, each only if the insurance still stands
 * where it stood (so two runs at once apply an answer once): a COMPLETED insurance's money is booked
 * from system:pensions into the account under the reference `pension-move:{move}:{insurance}`, unique
 * in the ledger, so it is paid in exactly once even if the job runs twice or the process dies midway
 * (its transaction then rolls back and the next run books it). Not a contribution: the ledger type
 * PENSION_MOVE counts against no yearly cap.
 */
export async function advanceMove(ctx: AppContext, moveId: string): Promise<PensionMoveStatus | null> {
  const move = await moveById(ctx.db, moveId);
  if (!move || move.status === 'COMPLETED' || move.status === 'REJECTED') return move?.status ?? null;
  const account = await accountOfUser(ctx.db, move.userId, move.toAccid);
  const items = (await itemsOfMoves(ctx.db, [moveId])).get(moveId) ?? [];
  const person: PensionPerson = {
    country: await countryOfUser(ctx.db, move.userId),
    personalNumber: (await personalNumberOf(ctx.db, move.userId)) ?? move.userId,
  };
  const outcomes = new Map<string, ItemOutcome>();
  for (const item of items) {
    if (item.status === 'SIGNED') {
      const answer = await sendExchangeMove(ctx, {
        reference: `pension-move:${moveId}:${item.insuranceId}`,
        person,
        insuranceId: item.insuranceId,
        receiver: { accid: move.toAccid, accountType: account?.accountType ?? '' },
      });
      outcomes.set(
        item.insuranceId,
        answer.result === 'ACCEPTED'
          ? { status: 'SENT', caseId: answer.caseId }
          : { status: 'REJECTED', reason: answer.reason },
      );
    } else if ((item.status === 'SENT' || item.status === 'IN_TRANSFER') && item.caseId) {
      const answer = await exchangeCaseStatus(ctx, { caseId: item.caseId, person });
      if (answer.status === 'COMPLETED') {
        if (answer.currency !== item.currency)
          throw new Error(`pension exchange: paid in ${answer.currency}`);
        outcomes.set(item.insuranceId, { status: 'COMPLETED', amount: answer.amount });
      } else if (answer.status === 'REJECTED') {
        outcomes.set(item.insuranceId, { status: 'REJECTED', reason: answer.reason });
      } else if (answer.status === 'IN_TRANSFER' && item.status === 'SENT') {
        outcomes.set(item.insuranceId, { status: 'IN_TRANSFER' });
      }
    }
  }
  if (outcomes.size === 0) return move.status;
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, move.toAccid);
    const locked = await lockMove(tx, moveId);
    if (!locked) return null;
    const current = (await itemsOfMoves(tx, [moveId])).get(moveId) ?? [];
    const now = ctx.clock.now();
    const at = now.toISOString();
    const reachedAt = { ...locked.reachedAt };
    for (const item of current) {
      const outcome = outcomes.get(item.insuranceId);
      if (!outcome || item.status === 'COMPLETED' || item.status === 'REJECTED') continue;
      if (outcome.status === 'SENT') {
        if (item.status !== 'SIGNED') continue;
        await updateItem(tx, moveId, item.insuranceId, { status: 'SENT', caseId: outcome.caseId });
        item.status = 'SENT';
      } else if (outcome.status === 'IN_TRANSFER') {
        if (item.status !== 'SENT') continue;
        await updateItem(tx, moveId, item.insuranceId, { status: 'IN_TRANSFER' });
        item.status = 'IN_TRANSFER';
      } else if (outcome.status === 'REJECTED') {
        await updateItem(tx, moveId, item.insuranceId, { status: 'REJECTED', rejectReason: outcome.reason });
        item.status = 'REJECTED';
      } else {
        const amount = roundMoney(outcome.amount, item.currency);
        await updateItem(tx, moveId, item.insuranceId, { status: 'COMPLETED', amount, completedAt: now });
        item.status = 'COMPLETED';
        await postLedgerTransaction(tx, {
          type: 'PENSION_MOVE',
          accid: move.toAccid,
          reference: `pension-move:${moveId}:${item.insuranceId}`,
          createdAt: now,
          entries: [
            { account: HOUSE.pensions, kind: 'cash', asset: item.currency, amount: `-${amount}` },
            { account: move.toAccid, kind: 'cash', asset: item.currency, amount },
          ],
        });
      }
    }
    const status = rowStatus(moveStatusOf(current.map((i) => i.status)));
    // Every state passed on the way counts as reached now (a quick answer may skip one).
    const path = ['SENT', 'IN_TRANSFER', 'COMPLETED'] as const;
    const upTo = status === 'REJECTED' ? -1 : path.indexOf(status as (typeof path)[number]);
    for (const s of path.slice(0, upTo + 1)) reachedAt[s] ??= at;
    if (status === 'REJECTED') reachedAt.REJECTED ??= at;
    await updateMove(tx, moveId, { status, reachedAt, updatedAt: now });
    return status;
  });
}

/** A move's status as its row keeps it: the journey's states before signing are never recorded. */
function rowStatus(status: PensionMoveStatus): MoveRowStatus {
  return (MOVE_ROW_STATUSES as readonly string[]).includes(status) ? (status as MoveRowStatus) : 'SIGNED';
}

/** Every unfinished move, one after the other: what the minute's job does. */
export async function advancePensionMoves(ctx: AppContext): Promise<number> {
  const ids = await unfinishedMoveIds(ctx.db);
  for (const id of ids) await advanceMove(ctx, id);
  return ids.length;
}
