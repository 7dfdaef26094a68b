// `npm test`: builds the web app, runs every suite (unit, API integration, browser) and ends with one
// summary line. Flags: --project NAME (repeatable), --no-build, --summary-file FILE, and for CI
// --server-again-on URL (the server suites once more, on that PostgreSQL, after the PGlite pass).
//
// Two lanes side by side, each a Vitest run of its own: the browser journeys (e2e, one file at a time,
// a server and a Chromium each) and everything else. In one Vitest run the e2e project, which runs its
// files one by one, held a whole run's second worker idle for most of its sixteen minutes: the other
// projects waited for it. The e2e lane's lines come prefixed `e2e │`.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const projects: string[] = [];
let build = true;
let summaryFile: string | undefined;
let serverAgainOn: string | undefined;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--project') projects.push(args[++i] ?? '');
  else if (args[i] === '--no-build') build = false;
  else if (args[i] === '--summary-file') summaryFile = args[++i];
  else if (args[i] === '--server-again-on') serverAgainOn = args[++i];
}
const E2E = 'e2e';
const wantsE2e = projects.length === 0 || projects.includes(E2E);
const others = projects.filter((p) => p !== E2E);
const wantsOthers = projects.length === 0 || others.length > 0;

if (build && wantsE2e) {
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) {
    console.log('Summary: 0 passed, 1 failed (the web app did not build)');
    process.exit(1);
  }
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests by name and first line of their error: repeated at the end, where a log's tail shows them. */
  failures: string[];
}

const dir = mkdtempSync(path.join(tmpdir(), 'havn-test-'));
let runs = 0;

/** One Vitest run of `projectArgs` (already `--project X` pairs), its lines prefixed when `prefix`. */
async function vitest(
  projectArgs: string[],
  options: { prefix?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Tally> {
  runs += 1;
  const report = path.join(dir, `report-${runs}.json`);
  const child = spawn(
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      stdio: ['ignore', options.prefix ? 'pipe' : 'inherit', options.prefix ? 'pipe' : 'inherit'],
      env: options.env,
    },
  );
  if (options.prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => console.log(`${options.prefix}${line}`));
    }
  }
  const status = await new Promise<number>((resolve) => {
    child.on('close', (code) => resolve(code ?? 1));
  });
  const tally = readReport(report);
  if (status !== 0 && tally.failed === 0) {
    tally.failed = 1;
    tally.failures.push(`vitest ${projectArgs.join(' ')}: exited ${status} with no failed test reported`);
  }
  return tally;
}

function readReport(report: string): Tally {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0, failures: [] };
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
      testResults: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    tally.passed = json.numPassedTests;
    // A file that fails to load counts as a failure even when none of its tests ran.
    tally.failed = json.numFailedTests + (json.numFailedTests === 0 ? json.numFailedTestSuites : 0);
    tally.skipped = json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults) {
      const where = path.relative(process.cwd(), file.name);
      const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
      for (const test of failedTests) {
        tally.failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
      if (failedTests.length === 0 && file.status === 'failed')
        tally.failures.push(`${where}: ${firstLine(file.message)}`);
    }
  } catch {
    tally.failed = Math.max(tally.failed, 1);
    tally.failures.push(`no report from ${path.basename(report)}: the run did not finish`);
  }
  return tally;
}

function firstLine(text: string | undefined): string {
  return (text ?? 'no message').split('\n')[0]?.slice(0, 300) ?? '';
}

const projectArgs = (names: string[]) => names.flatMap((p) => ['--project', p]);
const lanes: Promise<Tally[]>[] = [];
if (wantsOthers) {
  lanes.push(
    (async () => {
      const tallies = [await vitest(projects.length === 0 ? ['--project', `!${E2E}`] : projectArgs(others))];
      if (serverAgainOn) {
        console.log('\nThe server suites again, on PostgreSQL\n');
        tallies.push(
          await vitest(projectArgs(['server']), {
            env: { ...process.env, HAVN_TEST_DATABASE_URL: serverAgainOn },
          }),
        );
      }
      return tallies;
    })(),
  );
}
if (wantsE2e) {
  lanes.push(vitest(projectArgs([E2E]), wantsOthers ? { prefix: `${E2E} │ ` } : {}).then((t) => [t]));
}
const tallies = (await Promise.all(lanes)).flat();
rmSync(dir, { recursive: true, force: true });

const total = tallies.reduce(
  (sum, t) => ({
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
    failures: [...sum.failures, ...t.failures],
  }),
  { passed: 0, failed: 0, skipped: 0, failures: [] as string[] },
);
const scope = projects.length ? ` (${projects.join(', ')})` : '';
console.log(`\nHavn tests${scope}${serverAgainOn ? ', and the server suites on PostgreSQL' : ''}:`);
for (const failure of total.failures) console.log(`FAILED ${failure}`);
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (summaryFile) {
  appendFileSync(summaryFile, `${total.passed} ${total.failed} ${total.skipped}\n`);
  if (total.failures.length)
    appendFileSync(`${summaryFile}.failures`, `${total.failures.map((f) => `FAILED ${f}`).join('\n')}\n`);
}
process.exit(total.failed > 0 ? 1 : 0);
