import { startTestServer, type TestServer } from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.ts';

// A trigger's queries are planned once a connection, for the transition table of the statement that
// first ran them: a big first write (a bulk load, a night's job) leaves plans that hash-join a whole
// table for every small write after. Each query that looks rows up from a transition table names their
// keys as a list (`= ANY (ARRAY(...))`, migration statement_triggers_by_index) or probes each of its
// rows by a scalar subquery with LIMIT 1 (migration statement_checks_probe_each_row): the planner reads
// either by index whatever the size it planned for, and can turn neither into a join. A join, an
// `IN (SELECT ...)` or an `EXISTS` over a transition table it can. This holds every such trigger to that.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('statement triggers with transition tables', () => {
  it('look rows up from them by a list of keys, never by a join the plan could hash', async () => {
    const triggers = rowsOf<{ trigger: string; tables: string; source: string }>(
      await server.ctx.db.execute(sql`
        select t.tgname as trigger, concat_ws(',', t.tgnewtable, t.tgoldtable) as tables, p.prosrc as source
        from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgnewtable is not null or t.tgoldtable is not null
        order by t.tgname`),
    );
    expect(triggers.map((t) => t.trigger)).toEqual(
      expect.arrayContaining([
        'ledger_entries_balanced',
        'ledger_entries_money_inserted',
        'ledger_entries_forget_kept_days',
        'reactions_social_inserted',
        'orders_references',
        'order_fills_references',
        'order_audit_references',
        'ledger_transactions_references',
      ]),
    );
    const offending = triggers.filter(({ tables, source }) =>
      tables.split(',').some((table) => {
        const name = `"?${table}"?`;
        return (
          new RegExp(`\\bIN\\s*\\(\\s*SELECT[^)]*\\bFROM\\s+${name}`, 'i').test(source) ||
          new RegExp(`\\bJOIN\\s+${name}`, 'i').test(source) ||
          // A query reading the transition table with an EXISTS beside it: the planner pulls that up
          // into a (semi or anti) join.
          source
            .split(';')
            .some(
              (query) => new RegExp(`\\bFROM\\s+${name}`, 'i').test(query) && /\bEXISTS\s*\(/i.test(query),
            )
        );
      }),
    );
    expect(offending.map((t) => t.trigger)).toEqual([]);
  });
});
