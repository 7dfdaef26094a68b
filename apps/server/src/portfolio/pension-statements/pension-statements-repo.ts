import { dec, type StatementFlow } from '@havn/domain/broker/index';
import { sql } from 'drizzle-orm';
import { HOUSE } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';

/**
 * The account's ledger between `from` and `to` (UTC, `to` excluded) as a statement reads it: each
 * transaction that moved its cash from or to outside (free and reserved together), and the fees Havn
 * booked on its own transactions. One statement.
 */
export async function statementLedger(
  db: Db,
  accid: string,
  from: Date,
  to: Date,
): Promise<{ flows: StatementFlow[]; fees: string }> {
  const e = ledgerEntries;
  const t = ledgerTransactions;
  const result = await db.execute(sql`
    select t.type, sum(e.amount)::text as amount
    from ${e} e join ${t} t on t.id = e.transaction_id
    where e.account = ${accid} and e.kind in ('cash', 'cash_reserved')
      and t.type in ('DEPOSIT', 'TRANSFER', 'WITHDRAWAL', 'PENSION_MOVE')
      and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
    group by t.id, t.type
    union all
    select 'FEES' as type, coalesce(sum(e.amount), 0)::text as amount
    from ${e} e join ${t} t on t.id = e.transaction_id
    where t.accid = ${accid} and e.account = ${HOUSE.fees} and e.kind = 'cash'
      and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
  `);
  const flows: StatementFlow[] = [];
  let fees = '0';
  for (const row of rowsOf<{ type: StatementFlow['type'] | 'FEES'; amount: string }>(result)) {
    if (row.type === 'FEES') fees = row.amount;
    else if (!dec(row.amount).isZero()) flows.push({ type: row.type, amount: row.amount });
  }
  return { flows, fees };
}
