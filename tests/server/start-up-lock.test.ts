import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { migrations } from '../../server/db/migrate';
import { migrateAndSeedOnce, START_UP_LOCK_KEY } from '../../server/db/start-up-lock';
import { databaseName, dropDatabase, recreateDatabase, withDatabase } from './support/seeded-database';
import { openTestDatabase } from './support/test-app';

// Nodes started at the same moment on one database (issue 29): migrations and the first seed run once under
// an advisory lock, the others wait past their statement timeout and go on without seeding again. The
// timeouts here are far shorter than a first seed (about 20 s on this machine under load).

const serverUrl = inject('seededDatabase').databaseUrl;
const mediaDir = mkdtempSync(join(tmpdir(), 'talat-start-up-media-'));
const created: string[] = [];

afterAll(async () => {
  if (serverUrl) for (const name of created) await dropDatabase(serverUrl, name);
  rmSync(mediaDir, { recursive: true, force: true });
});

async function emptyDatabase(suffix: string): Promise<string> {
  const name = `${databaseName(serverUrl!).replace(/_template$/, '')}_start_${suffix}_${process.pid}`;
  await recreateDatabase(serverUrl!, name);
  created.push(name);
  return withDatabase(serverUrl!, name);
}

describe('start-up under the advisory lock', () => {
  it('goes on without migrating or seeding again on a database that is ready', async () => {
    const database = await openTestDatabase();
    try {
      const result = await migrateAndSeedOnce(database.db, { mediaDir });
      expect(result.migrations).toEqual([]);
      expect(result.seed.seeded).toBe(false);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!serverUrl)('three nodes started at once on an empty PostgreSQL database all start, and one seeds', async () => {
    const url = await emptyDatabase('three');
    // Each node its own pool, as separate processes have; a statement timeout far shorter than a first seed.
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 2_000 })));
    try {
      const started = Date.now();
      const results = await Promise.all(nodes.map((node) => migrateAndSeedOnce(node.db, { mediaDir })));
      const took = Date.now() - started;
      console.log(`three nodes: migrated and seeded in ${(took / 1000).toFixed(1)} s`);
      expect(results.filter((r) => r.seed.seeded)).toHaveLength(1);
      // The one that seeded applied every migration; the others found them applied.
      expect(results.map((r) => r.migrations.length).sort((a, b) => a - b)).toEqual([0, 0, Object.keys(migrations).length]);
      const db = nodes[0]!.db;
      expect((await db.selectFrom('store').select('code').orderBy('store_id').execute()).map((s) => s.code)).toEqual(['th', 'en']);
      const products = await db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(products.n)).toBeGreaterThan(500);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  }, 300_000);

  it.skipIf(!serverUrl)('a node waits for the lock past its statement timeout, and its connection gets the timeout back', async () => {
    const url = await emptyDatabase('wait');
    const first = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await migrateAndSeedOnce(first.db, { mediaDir });
    await first.close();
    // Another node (a migration from a newer build, say) holds the lock for three times the timeout.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const node = await openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 500 });
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [START_UP_LOCK_KEY]);
      const started = Date.now();
      const waiting = migrateAndSeedOnce(node.db, { mediaDir });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await holder.query('select pg_advisory_unlock($1::bigint)', [START_UP_LOCK_KEY]);
      const result = await waiting;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
      expect(result.seed.seeded).toBe(false);
      // The connection that waited is back in the pool with its timeout.
      const timeouts = await Promise.all([1, 2].map(() => sql<{ t: string }>`select current_setting('statement_timeout') as t, pg_sleep(0.05)`.execute(node.db)));
      expect(timeouts.map((r) => r.rows[0]?.t)).toEqual(['500ms', '500ms']);
    } finally {
      await node.close();
      await holder.end();
    }
  }, 120_000);
});
