/**
 * `npm run test:fuzz`: the fuzz suite at full size, FUZZ_REQUESTS=3000 (override with the variable; FUZZ_SEED
 * picks another set). The same test file sends a 300-request slice inside `npm test`. With
 * TEST_DATABASE_URL it runs against PostgreSQL, as the server suite does.
 */
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--project', 'node', 'tests/server/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '3000' },
});
process.exit(result.status ?? 1);
