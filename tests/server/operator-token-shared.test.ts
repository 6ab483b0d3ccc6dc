import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import { OPERATOR_TOKEN_SECRET, operatorTokenFile, resolveOperatorToken } from '../../server/operator/operator-token';
import { ROOT, withDatabase } from './support/seeded-database';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';

/**
 * Issue 29: one operator token for every node, generated once into the database; the operator command
 * lines find it (in PostgreSQL with DATABASE_URL, else in the embedded database's copy).
 */
let database: DatabaseHandle;
let a: TestApp;
let b: TestApp;
const emptyDir = mkdtempSync(join(tmpdir(), 'talat-no-token-'));

beforeAll(async () => {
  database = await openTestDatabase();
  [a, b] = [await buildTestApp({ database }), await buildTestApp({ database })];
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  rmSync(emptyDir, { recursive: true, force: true });
});

const applications = (node: TestApp, token: string) =>
  node.app.inject({ method: 'GET', url: '/operator/company-credit/applications', headers: { authorization: `Bearer ${token}` } });

describe('the operator token', () => {
  it('is generated once into the database and accepted by every node', async () => {
    const rows = await database.db.selectFrom('server_secret').select('secret').where('name', '=', OPERATOR_TOKEN_SECRET).execute();
    expect(rows).toHaveLength(1);
    const token = rows[0]!.secret;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await applications(a, token)).statusCode).toBe(200);
    expect((await applications(b, token)).statusCode).toBe(200);
    expect((await applications(b, `${token}x`)).statusCode).toBe(401);
    // Each node's copy for the scripts is the database's token, not one of its own.
    expect(readFileSync(operatorTokenFile(a.dataDir), 'utf8').trim()).toBe(token);
    expect(readFileSync(operatorTokenFile(b.dataDir), 'utf8').trim()).toBe(token);
  });

  it('is the configured one when set, and the copy for the scripts is the stored one, for the owner only', async () => {
    expect(await resolveOperatorToken(database.db, { configured: 'configured-operator-token-0123456789' })).toBe('configured-operator-token-0123456789');
    const copyDir = join(emptyDir, 'copy');
    const stored = await resolveOperatorToken(database.db, { copyInto: copyDir });
    expect(await resolveOperatorToken(database.db, { copyInto: null })).toBe(stored);
    expect(readFileSync(operatorTokenFile(copyDir), 'utf8').trim()).toBe(stored);
    expect(statSync(operatorTokenFile(copyDir)).mode & 0o777).toBe(0o600);
    rmSync(copyDir, { recursive: true });
  });

  it('is found by `npm run credit:operator`', async () => {
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    const address = a.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const env: NodeJS.ProcessEnv = { ...process.env, TALAT_OPERATOR_URL: `http://127.0.0.1:${port}`, TALAT_OPERATOR_TOKEN: '' };
    const templateUrl = inject('seededDatabase').databaseUrl;
    if (templateUrl) {
      // PostgreSQL: read from the database; an empty data folder shows no file is involved.
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
      env.DATABASE_URL = withDatabase(templateUrl, rows[0]!.name);
      env.TALAT_DATA_DIR = emptyDir;
    } else {
      delete env.DATABASE_URL;
      env.TALAT_DATA_DIR = a.dataDir;
    }
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/credit-operator.ts', 'list'], { cwd: ROOT, env });
    expect(JSON.parse(stdout)).toBeDefined();
  }, 60_000);
});
