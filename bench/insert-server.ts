// The yardstick for writes: an HTTP endpoint that inserts one row in one transaction on the same
// PostgreSQL, with the product's pool size (node:http, so the yardstick is, if anything, faster than
// the product's framework). It exists in the bench only, never in the product.
import { createServer } from 'node:http';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !port) throw new Error('insert-server: DATABASE_URL and PORT are required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
await pool.query(
  `create table if not exists bench_rows (
     id bigint generated always as identity primary key, payload text not null, created_at timestamptz not null)`,
);

async function insertOne(payload: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      'insert into bench_rows (payload, created_at) values ($1, now()) returning id',
      [payload],
    );
    await client.query('commit');
    return Number(rows[0]?.id);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    insertOne(Buffer.concat(chunks).toString('utf8') || '{}').then(
      (id) => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id }));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
