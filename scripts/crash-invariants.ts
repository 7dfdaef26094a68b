// The ledger's invariants after the crash test (scripts/crash-test.ts), read straight from the tables
// of the database the killed servers wrote: each returns what it found wrong, nothing when all holds.
import { dec, openBankingOutcome, type PaymentNotificationKind } from '@havn/domain/broker/index';
import { rowsOf } from '@havn/server/db/rows';
import type { TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';

export interface CrashWorld {
  accid: string;
  deposited: string;
  payments: { requestId: string; amount: string }[];
  /** Every notification sent (and retried): each must be recorded exactly once. */
  notifications: {
    notificationId: string;
    messageId: string;
    kind: PaymentNotificationKind;
    amount?: string;
  }[];
  withdrawalKeys: string[];
}

type Row = Record<string, string | number | null>;

export async function violations(server: TestServer, world: CrashWorld): Promise<string[]> {
  const found: string[] = [];
  const query = async <T extends Row>(q: ReturnType<typeof sql>) => rowsOf<T>(await server.ctx.db.execute(q));

  // 1. Every ledger transaction balances per asset.
  const unbalanced = await query<{ id: number }>(sql`
    select transaction_id as id from ledger_entries group by transaction_id, asset having sum(amount) <> 0`);
  if (unbalanced.length)
    found.push(`unbalanced ledger transactions: ${unbalanced.map((r) => r.id).join(', ')}`);

  // 2. Each notification recorded once, and each payment booked what its notifications add up to.
  const recorded = await query<{ notification_id: string; kind: string; amount: string | null }>(sql`
    select notification_id, kind, amount::text as amount from payment_notifications`);
  const ids = new Set(recorded.map((r) => r.notification_id));
  for (const n of world.notifications) {
    if (!ids.has(n.notificationId))
      found.push(`notification ${n.notificationId} (${n.kind}) was never applied`);
  }
  let openBankingIn = dec(0);
  for (const payment of world.payments) {
    const sent = world.notifications.filter((n) => n.messageId === payment.requestId);
    const outcome = openBankingOutcome(sent.map((n) => n.kind));
    const paid = sent.find((n) => n.kind === 'credit')?.amount ?? payment.amount;
    const expected = outcome.credited && !outcome.reversed ? dec(paid) : dec(0);
    openBankingIn = openBankingIn.plus(expected);
    const booked = await query<{ reference: string; n: number; amount: string }>(sql`
      select t.reference, count(distinct t.id)::int as n, coalesce(sum(e.amount), 0)::text as amount
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.account = ${world.accid}
      where t.reference like ${`open-banking:${payment.requestId}:%`} group by t.reference`);
    for (const b of booked) if (b.n !== 1) found.push(`${b.reference} booked ${b.n} times`);
    const total = booked.reduce((t, b) => t.plus(dec(b.amount)), dec(0));
    if (!total.equals(expected)) {
      found.push(`payment ${payment.requestId} booked ${total.toFixed(2)}, expected ${expected.toFixed(2)}`);
    }
  }

  // 3. One withdrawal per key, each step of it booked once, and the reserved cash is what waits.
  const rows = await query<{ id: string; status: string; amount: string }>(sql`
    select id, status, amount::text as amount from withdrawals where accid = ${world.accid}`);
  if (rows.length > world.withdrawalKeys.length) {
    found.push(`${rows.length} withdrawals for ${world.withdrawalKeys.length} idempotency keys`);
  }
  const steps: Record<string, string[]> = {
    REQUESTED: ['reserved'],
    SENT: ['reserved', 'sent'],
    SETTLED: ['reserved', 'sent'],
    REJECTED: ['reserved', 'sent', 'returned'],
    CANCELLED: ['reserved', 'cancelled'],
  };
  for (const w of rows) {
    const refs = await query<{ reference: string; n: number }>(sql`
      select reference, count(*)::int as n from ledger_transactions
      where reference like ${`withdrawal:${w.id}:%`} group by reference order by reference`);
    const got = refs.map((r) => r.reference.split(':').at(-1)).sort();
    const want = [...(steps[w.status] ?? [])].sort();
    if (JSON.stringify(got) !== JSON.stringify(want) || refs.some((r) => r.n !== 1)) {
      found.push(`withdrawal ${w.id} is ${w.status} with bookings ${JSON.stringify(refs)}`);
    }
  }
  const [reserved] = await query<{ amount: string }>(sql`
    select coalesce(sum(amount), 0)::text as amount from ledger_entries
    where account = ${world.accid} and kind = 'cash_reserved'`);
  const waiting = rows
    .filter((w) => w.status === 'REQUESTED')
    .reduce((t, w) => t.plus(dec(w.amount)), dec(0));
  if (!dec(reserved!.amount).equals(waiting)) {
    found.push(`cash reserved ${reserved!.amount}, but requested withdrawals hold ${waiting.toFixed(2)}`);
  }

  // 4. No money made or lost: the bank's side is what came in less what left.
  const [bank] = await query<{ amount: string }>(sql`
    select coalesce(sum(amount), 0)::text as amount from ledger_entries
    where account = 'system:bank' and asset = 'SEK'`);
  const left = rows
    .filter((w) => w.status === 'SENT' || w.status === 'SETTLED')
    .reduce((t, w) => t.plus(dec(w.amount)), dec(0));
  const expected = left.minus(dec(world.deposited)).minus(openBankingIn);
  if (!dec(bank!.amount).equals(expected)) {
    found.push(`the bank's side is ${dec(bank!.amount).toFixed(2)}, expected ${expected.toFixed(2)}`);
  }

  // 5. Nothing below zero but the cash a reversed deposit took back after it was spent.
  const negative = await query<{ account: string; kind: string; amount: string }>(sql`
    select account, kind, sum(amount)::text as amount from ledger_entries
    where account not like 'system:%' group by account, kind, asset having sum(amount) < 0`);
  const reversed = world.payments.some(
    (p) =>
      openBankingOutcome(world.notifications.filter((n) => n.messageId === p.requestId).map((n) => n.kind))
        .reversed,
  );
  for (const n of negative) {
    if (!(reversed && n.kind === 'cash')) found.push(`${n.account} ${n.kind} is ${n.amount}`);
  }
  return found;
}
