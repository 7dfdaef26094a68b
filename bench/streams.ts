// `npm run bench:streams [streams]`: how many idle event streams one server process holds and what
// each costs, and how fast a post reaches all of them. Opens N streams (10,000 by default) on one
// instrument's topic as logged-out visitors spread over loopback addresses (the visitor cap is per
// address), reads the server's resident memory before and after, then posts on that instrument a few
// times and times each post from its request to its event's arrival on every stream.
import net from 'node:net';
import { api, STREAM_CONTROL_EVENTS } from '@havn/contract';
import { endpointUrl } from '@havn/testkit';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { generateDataSet } from './data-set.ts';

const streamCount = Number(process.argv[2] ?? 10_000);
const posts = 5;
/** Streams opened at once while connecting: a burst of thousands would only measure the accept queue. */
const OPEN_CONCURRENCY = 100;
/** Visitors per loopback address, below the server's per-address cap for logged-out visitors. */
const STREAMS_PER_ADDRESS = 16;
/** What precedes a post's id in its event. */
const CONTENT_ID = '"contentId":"';

interface Stream {
  socket: net.Socket;
  /** When each post's event arrived (ms, performance.now()), by the post's id. */
  arrivals: Map<string, number>;
}

const server = await startBenchServer();
const streams: Stream[] = [];
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const data = await generateDataSet(client, { contentItems: 1000 });
  await client.end();
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-customer-1', password: data.password }),
  });
  if (!login.ok) throw new Error(`bench: login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const topic = `instrument:${data.busiestInstrumentId}`;
  const path = endpointUrl(api.platform.events, { query: { topics: topic } });
  const { hostname, port } = new URL(server.base);

  // Settle the process (a first stream, a first post) before reading the memory it starts from.
  await post(server.base, cookie, data.busiestInstrumentId, 'warm-up');
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = server.rssKb();
  const started = performance.now();
  for (let i = 0; i < streamCount; i += OPEN_CONCURRENCY) {
    const batch = [];
    for (let j = i; j < Math.min(streamCount, i + OPEN_CONCURRENCY); j += 1) {
      const address = Math.floor(j / STREAMS_PER_ADDRESS);
      const localAddress = `127.1.${Math.floor(address / 250) + 1}.${(address % 250) + 1}`;
      batch.push(openStream(hostname, Number(port), path, localAddress));
    }
    streams.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const rssAfter = server.rssKb();

  const latencies: number[] = [];
  let missed = 0;
  for (let p = 0; p < posts; p += 1) {
    const sent = performance.now();
    const marker = await post(server.base, cookie, data.busiestInstrumentId, `Stream bench post ${p + 1}`);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && streams.some((s) => !s.arrivals.has(marker))) {
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const stream of streams) {
      const at = stream.arrivals.get(marker);
      if (at === undefined) missed += 1;
      else latencies.push(at - sent);
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const perStreamKb = rssBefore !== null && rssAfter !== null ? (rssAfter - rssBefore) / streamCount : null;
  console.log(`\n${streamCount} idle event streams on one server process (PostgreSQL)\n`);
  console.log(`opened in ${openSeconds.toFixed(1)} s`);
  console.log(
    `server memory: ${fmtMb(rssBefore)} before, ${fmtMb(rssAfter)} with the streams open: ${perStreamKb === null ? '-' : perStreamKb.toFixed(1)} KB per stream`,
  );
  console.log(
    `a post reaching every stream (${posts} posts): p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms; ${missed} deliveries missed`,
  );
} finally {
  for (const stream of streams) stream.socket.destroy();
  await server.stop();
}

function fmtMb(kb: number | null): string {
  return kb === null ? '-' : `${(kb / 1024).toFixed(0)} MB`;
}

/** Posts on the instrument's feed; the new item's id, which its event on every stream carries. */
async function post(base: string, cookie: string, instrumentId: number, message: string): Promise<string> {
  const response = await fetch(`${base}${api.community.content.create.path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'POST',
      message,
      attributes: [{ type: 'INSTRUMENT_ID', value: String(instrumentId) }],
    }),
  });
  if (response.status !== 201)
    throw new Error(`bench: post failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * One stream, resolved once the server said `ready`; afterwards it notes when each post's event
 * arrives. A plain TCP socket with the request written by hand and the answer searched as bytes: the
 * ten thousand streams share this one process, and an HTTP client's parser and streams for each would
 * make the reader, not the server, what the timings measure (a browser reads its one stream on a
 * machine of its own).
 */
function openStream(host: string, port: number, path: string, localAddress: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const socket = net.connect({ host, port, localAddress });
    socket.setNoDelay(true);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n\r\n`);
    let ready = false;
    let head = true;
    let tail = '';
    socket.on('data', (chunk: Buffer) => {
      const now = performance.now();
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-200);
      if (head) {
        head = false;
        if (!text.startsWith('HTTP/1.1 200')) {
          reject(new Error(`bench: stream refused: ${text.slice(0, 40)}`));
          socket.destroy();
          return;
        }
      }
      if (!ready) {
        if (text.includes(`event: ${STREAM_CONTROL_EVENTS.ready}`)) {
          ready = true;
          resolve({ socket, arrivals });
        }
      }
      for (let at = text.indexOf(CONTENT_ID); at >= 0; at = text.indexOf(CONTENT_ID, at + 1)) {
        const id = text.slice(at + CONTENT_ID.length, at + CONTENT_ID.length + 36);
        if (id.length === 36 && !arrivals.has(id)) arrivals.set(id, now);
      }
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
  });
}
