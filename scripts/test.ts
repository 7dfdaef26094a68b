// `npm test`: builds the web app, runs every suite (unit, API integration, browser) in one Vitest run,
// and ends with one summary line. Flags: --project NAME (repeatable), --no-build, --summary-file FILE.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const projects: string[] = [];
let build = true;
let summaryFile: string | undefined;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--project') projects.push(args[++i] ?? '');
  else if (args[i] === '--no-build') build = false;
  else if (args[i] === '--summary-file') summaryFile = args[++i];
}
const needsBrowser = projects.length === 0 || projects.includes('e2e');

function run(command: string, commandArgs: string[]): number {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  return result.status ?? 1;
}

if (build && needsBrowser) {
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.log('Summary: 0 passed, 1 failed (the web app did not build)');
    process.exit(1);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'havn-test-'));
const report = path.join(dir, 'report.json');
const status = run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
// The failed tests by name and first line of their error: repeated at the end, where a CI log's tail shows them.
const failures: string[] = [];
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
  passed = json.numPassedTests;
  // A file that fails to load counts as a failure even when none of its tests ran.
  failed = json.numFailedTests + (json.numFailedTests === 0 ? json.numFailedTestSuites : 0);
  skipped = json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed')
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
} catch {
  failed = Math.max(failed, 1);
}
rmSync(dir, { recursive: true, force: true });
if (status !== 0 && failed === 0) failed = 1;

const scope = projects.length ? ` (${projects.join(', ')})` : '';
console.log(`\nHavn tests${scope}:`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (summaryFile) {
  appendFileSync(summaryFile, `${passed} ${failed} ${skipped}\n`);
  if (failures.length)
    appendFileSync(`${summaryFile}.failures`, `${failures.map((f) => `FAILED ${f}`).join('\n')}\n`);
}
process.exit(failed > 0 ? 1 : 0);

function firstLine(text: string | undefined): string {
  return (text ?? 'no message').split('\n')[0]?.slice(0, 300) ?? '';
}
