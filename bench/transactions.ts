// Round trips of a transaction on the real PostgreSQL: the app's database handle on pipelined
// connections (apps/server/src/db/pipelined-client.ts: BEGIN rides with the first statement, COMMIT
// with the last when marked) against node-postgres' default, where each statement, BEGIN and COMMIT
// included, waits for the answer to the one before. One transaction at a time: a read, then an insert
// that commits, the shape of an order batch (lock, write).
import { openDatabase } from '@havn/server/db/client';
import { commitsWith } from '@havn/server/db/pipelined-client';
import { sql } from 'drizzle-orm';
import { benchDatabase } from './bench-server.ts';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 3000);
const ROUNDS = 3;

const scratch = await benchDatabase();
try {
  console.log(
    `\n${TRANSACTIONS} transactions one after another (a read, then an insert), best of ${ROUNDS}\n`,
  );
  console.log(`${'connections'.padEnd(28)}${'µs/tx'.padStart(8)}${'node cpu µs/tx'.padStart(16)}`);
  for (const pipelined of [false, true]) {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2, pipelined });
    const { db } = database;
    await db.execute(sql`create table if not exists bench_tx (id serial primary key, v int not null)`);
    let best = { wall: Number.POSITIVE_INFINITY, cpu: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < TRANSACTIONS; i += 1) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select ${i}::int as v`);
          commitsWith(tx);
          await tx.execute(sql`insert into bench_tx (v) values (${i})`);
        });
      }
      const used = process.cpuUsage(cpu);
      const wall = ((performance.now() - started) * 1000) / TRANSACTIONS;
      if (wall < best.wall) best = { wall, cpu: (used.user + used.system) / TRANSACTIONS };
    }
    const name = pipelined ? 'pipelined (the app)' : 'one statement at a time';
    console.log(`${name.padEnd(28)}${best.wall.toFixed(0).padStart(8)}${best.cpu.toFixed(0).padStart(16)}`);
    await database.close();
  }
} finally {
  await scratch.drop();
}
