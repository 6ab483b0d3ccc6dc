/**
 * `npm test`: every check a change must pass, in the order that fails fastest. Generated code and
 * catalogues are checked for staleness before the type check, and the type check before the tests.
 * Ends with a plain "N passed, N failed" line read from vitest's JSON report.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
}

const steps: Step[] = [
  { name: 'generated GraphQL code is fresh', command: ['npx', 'graphql-codegen', '--config', 'codegen.ts', '--check'] },
  { name: 'message catalogues are complete and compiled', command: ['npx', 'tsx', 'scripts/i18n.ts', 'verify'] },
  { name: 'machine diagrams are fresh', command: ['npx', 'tsx', 'scripts/machines-diagrams.ts', '--check'] },
  { name: 'types check (strict)', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'service worker types check (strict, worker globals)', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.sw.json'] },
  { name: 'layers hold (dependency-cruiser)', command: ['npm', 'run', '--silent', 'lint:layers'] },
  // Uncached: ESLint's cache keys a file by its own content, so a type change in an import would not re-lint it.
  { name: 'lint passes (ESLint, type-aware)', command: ['npm', 'run', '--silent', 'lint:code:full'] },
];

function run(step: Step): void {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const result = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
}

for (const step of steps) run(step);

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
const extra = process.argv.slice(2);
console.log(`\n▶ tests: vitest run ${extra.join(' ')}`);
const tests = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
  stdio: 'inherit',
});

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`\nvitest: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
  // A file that failed outside its tests (an import, a hook, an error thrown between tests) fails the run with no
  // failed test to show for it: name it, with its message.
  const broken = summary.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'));
  for (const file of broken) console.log(`vitest: ${file.name} failed outside its tests: ${(file.message ?? '').split('\n')[0]}`);
}
process.exit(tests.status ?? 1);
