/**
 * The fake LibreTranslate as a program, for the tests that give the app a LIBRETRANSLATE_COMMAND:
 *   node packages/testkit/src/fake-libretranslate-cli.ts --port 5000 [--pid-file f] [--load-ms 300]
 * It waits `--load-ms` before listening (a real one loads its models first), writes its process id to
 * `--pid-file` (so a test can kill it as a crash would), and exits on SIGTERM.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startFakeLibreTranslate } from './fake-libretranslate.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'pid-file': { type: 'string' },
    'load-ms': { type: 'string', default: '0' },
  },
});
if (!values.port) throw new Error('--port is required');
if (values['pid-file']) writeFileSync(values['pid-file'], String(process.pid));
await new Promise((resolve) => setTimeout(resolve, Number(values['load-ms'])));
const fake = await startFakeLibreTranslate({ port: Number(values.port) });
console.log(`fake LibreTranslate listening on ${fake.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
