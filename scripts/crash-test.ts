// `npm run test:crash`: kill -9 the server in the middle of money moving, restart it, and check that
// the ledger still balances, nothing is applied twice and no money is made or lost.
//
// One real server process (apps/server/src/main.ts) on a scratch database of the PostgreSQL named by
// HAVN_TEST_DATABASE_URL, else on a PGlite data directory on disk (which survives the kill). Each round
// starts the server, fires the same withdrawals (same Idempotency-Key) and the same signed provider
// notifications (same ids, some twice at once, in a random order) over HTTP, and SIGKILLs the process
// a random moment later. A last round delivers everything once more, lets the jobs run, replays it all
// again (which must change nothing), stops the server, and reads the invariants from the tables
// (scripts/crash-invariants.ts). Exits 1 on any violation. Flags: --kills N (default 8), --seed N.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertDepositRequest } from '@havn/server/accounts-and-money/payments/payments-repo';
import { signBody } from '@havn/server/accounts-and-money/payments/signature';
import { payoutAccounts } from '@havn/server/db/schema/money-out';
import {
  createScratchDatabase,
  depositCash,
  investor,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { type CrashWorld, violations } from './crash-invariants.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const kills = flag('--kills', 8);
let seed = flag('--seed', Date.now() % 100_000);
console.log(`crash test: ${kills} kills, --seed ${seed}`);
/** A small seeded generator (mulberry32), so a failing run can be repeated with its --seed. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const shuffle = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SIGNING_KEY = 'crash-test-signing-key-of-enough-length-0123456789';
const PASSWORD = 'a long enough password';

// The database: a scratch one on PostgreSQL, or a PGlite directory on disk.
const adminUrl = process.env.HAVN_TEST_DATABASE_URL || undefined;
const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), 'havn-crash-'));
const where = scratch ? { databaseUrl: scratch.url } : { dataDir: dataDir! };
console.log(`crash test: on ${scratch ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);

/** The same database, opened in this process (only while no server runs on PGlite). */
const open = (): Promise<TestServer> =>
  startTestServer({ config: { ...where, jobs: { run: false, pollMs: 50 } } });

// The customer, their cash, an ACTIVE payout account and four open-banking payments awaiting news.
const setup = await open();
const kim = await investor(setup, 'Crash Kim');
await depositCash(kim.client, kim.accid, '10000.00', 'SEK');
const now = new Date();
const [payout] = await setup.ctx.db
  .insert(payoutAccounts)
  .values({
    ...{ userId: kim.userId, iban: 'SE4550000000058398257466', clearingNumber: null, accountNumber: null },
    ...{ numberKey: 'IBAN:SE4550000000058398257466', bankName: null, status: 'ACTIVE', createdAt: now },
  })
  .returning({ id: payoutAccounts.id });
const payments = ['3000.00', '2000.00', '4000.00', '500.00'].map((amount) => ({
  requestId: randomUUID(),
  amount,
}));
for (const p of payments) {
  await insertDepositRequest(setup.ctx.db, {
    ...{ requestId: p.requestId, accid: kim.accid, userId: kim.userId, method: 'OPEN_BANKING' as const },
    ...{ amount: p.amount, currency: 'SEK', status: 'INITIATED' as const, createdAt: now, updatedAt: now },
  });
}
await setup.close();

const note = (i: number, kind: CrashWorld['notifications'][number]['kind'], amount?: string) => ({
  notificationId: `crash-${randomUUID()}`,
  messageId: payments[i]!.requestId,
  kind,
  ...(amount ? { amount } : {}),
});
const world: CrashWorld = {
  accid: kim.accid,
  deposited: '10000.00',
  payments,
  notifications: [
    note(0, 'pending'),
    note(0, 'credit', '3000.00'),
    // The bank paid less than asked: the paid amount is booked.
    note(1, 'credit', '1990.50'),
    // Credited, then the money never arrived: reversed.
    note(2, 'pending'),
    note(2, 'credit'),
    note(2, 'debit'),
    note(3, 'cancel'),
  ],
  withdrawalKeys: [randomUUID(), randomUUID(), randomUUID()],
};
const withdrawals = world.withdrawalKeys.map((key, i) => ({
  key,
  amount: ['1500.00', '2500.00', '9000.00'][i]!,
}));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  cookie: string;
}

async function start(): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
      PORT: String(port),
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      MAINTENANCE_WINDOW: 'none',
      JOB_POLL_MS: '50',
      SCRYPT_LOG_N: '12',
      PAYMENTS_SIGNING_KEY: SIGNING_KEY,
      BANK_SETTLEMENT_DELAY_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`crash test: the server exited (${child.exitCode})`);
    if (waited > 60_000) throw new Error('crash test: the server did not start in a minute');
    const ok = await fetch(`${base}/api/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: kim.loginName, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`crash test: login failed (${login.status})`);
  return { child, base, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

const withdraw = (s: Running, w: (typeof withdrawals)[number]) =>
  fetch(`${s.base}/api/accounts/${kim.accid}/withdrawals`, {
    method: 'POST',
    headers: { cookie: s.cookie, 'content-type': 'application/json', 'idempotency-key': w.key },
    body: JSON.stringify({ amount: w.amount, payoutAccountId: payout!.id }),
  });

function notify(s: Running, n: CrashWorld['notifications'][number]) {
  const body = JSON.stringify(n);
  return fetch(`${s.base}/api/payments/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'havn-signature': signBody(SIGNING_KEY, body, new Date()),
    },
    body,
  });
}

/** Every request of the workload, in a random order, several at once; duplicates of some. */
function burst(s: Running): Promise<Response>[] {
  const calls = [
    ...withdrawals.map((w) => () => withdraw(s, w)),
    ...world.notifications.map((n) => () => notify(s, n)),
    ...world.notifications.filter(() => random() < 0.3).map((n) => () => notify(s, n)),
  ];
  return shuffle(calls).map((call) => call());
}

async function kill9(s: Running): Promise<void> {
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await exited;
}

const failures: string[] = [];
const started = Date.now();
for (let round = 1; round <= kills; round += 1) {
  const s = await start();
  const calls = burst(s);
  // Settled from the start: a request cut by the kill is an expected failure, not an unhandled one.
  const settled = Promise.allSettled(calls);
  // The kill lands during the burst or the jobs it starts (a withdrawal's sending, a credit's booking).
  const after = Math.floor(random() * 400);
  await sleep(after);
  await kill9(s);
  const answered = (await settled).filter((r) => r.status === 'fulfilled').length;
  console.log(`crash test: round ${round}: killed after ${after} ms, ${answered}/${calls.length} answered`);
}

// The last round: everything once more, the jobs run, then it all again, which must change nothing.
const s = await start();
for (const w of withdrawals) {
  const r = await withdraw(s, w);
  if (r.status !== 201 && r.status !== 422) failures.push(`withdrawal ${w.key} answered ${r.status}`);
}
for (const n of world.notifications) {
  const r = await notify(s, n);
  if (r.status !== 200) failures.push(`notification ${n.notificationId} answered ${r.status}`);
}
const accounts = async () =>
  (await (await fetch(`${s.base}/api/accounts`, { headers: { cookie: s.cookie } })).json()) as {
    accid: string;
    cash: string;
    withdrawable: string;
  }[];
// Withdrawals before the cut-off are sent now and settled by the bank at once; later ones wait.
await sleep(3_000);
const before = (await accounts()).find((a) => a.accid === kim.accid)!;
for (const n of world.notifications) {
  const r = (await (await notify(s, n)).json()) as { applied: boolean };
  if (r.applied) failures.push(`notification ${n.notificationId} applied again on replay`);
}
for (const w of withdrawals) await withdraw(s, w);
const after = (await accounts()).find((a) => a.accid === kim.accid)!;
if (after.cash !== before.cash) failures.push(`replays moved the cash from ${before.cash} to ${after.cash}`);
if (Number(after.withdrawable) < 0) failures.push(`withdrawable is ${after.withdrawable}`);
const exited = new Promise((resolve) => s.child.once('exit', resolve));
s.child.kill('SIGTERM');
await exited;

const check = await open();
failures.push(...(await violations(check, world)));
await check.close();
await scratch?.drop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const seconds = Math.round((Date.now() - started) / 1000);
for (const failure of failures) console.log(`VIOLATION ${failure}`);
console.log(
  `crash test: ${kills} kills in ${seconds}s, ${failures.length ? `${failures.length} violations` : 'all invariants hold'}`,
);
process.exit(failures.length ? 1 : 0);
