import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assertKycCurrent } from '../../identity/index.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { requireUser } from '../../platform/route.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { ownAccount } from './account-access.ts';
import type { AccountRow } from './accounts-repo.ts';

/** What a route's handler is given that a write on the caller's account needs. */
export interface OwnAccountCall {
  ctx: AppContext;
  params: { accid: string };
  body: unknown;
  user: UserRow | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A write on the caller's own account (404 for anyone else's), made only while their KYC is current
 * (money leaves and trading waits while it is due again, or not approved: the customer answers
 * first), in the one transaction that claims their Idempotency-Key and answers 201
 * (idempotentTransaction): a withdrawal, a fund order, a fund switch.
 */
export async function ownAccountTransaction<T>(
  call: OwnAccountCall,
  work: (tx: Db, me: UserRow, account: AccountRow, idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const { ctx, params, body, request, reply } = call;
  const me = requireUser(call.user);
  const account = await ownAccount(ctx, me, params.accid);
  assertKycCurrent(me, ctx.clock.now());
  return idempotentTransaction(
    { ctx, userId: me.id, request, reply, body, successStatus: 201 },
    (tx, idempotencyKey) => work(tx, me, account, idempotencyKey),
  );
}
