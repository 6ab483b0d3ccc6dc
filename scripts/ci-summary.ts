/** Adds up the vitest and Playwright JSON reports of a CI run into one closing "N passed, N failed" line. */
import { existsSync, readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['.tmp/report-embedded.json', '.tmp/report-postgres.json']) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
if (existsSync('.tmp/e2e-report.json')) {
  const r = JSON.parse(readFileSync('.tmp/e2e-report.json', 'utf8')) as PlaywrightJson;
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
