import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';
import type { Database } from '../../../server/db/types';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const WORK_DIR = join(ROOT, '.tmp', 'server-tests');

/** What the global setup hands to every test file. */
export interface SeededDatabaseInfo {
  kind: 'embedded' | 'postgres';
  /** Embedded: a PGlite dumpDataDir tarball each test file loads into its own in-memory database. */
  dumpFile: string | null;
  /** PostgreSQL: the seeded template database each test file clones into a database of its own. */
  databaseUrl: string | null;
  mediaDir: string;
}

/** Everything the seeded data depends on; the cached dump is reused while this hash does not change. */
function seedSourcesHash(): string {
  const hash = createHash('sha256');
  // server/modules holds the modules' own demo data (promotions, customers) that the seed calls.
  for (const dir of ['server/db', 'server/modules', 'tests/fixtures/page-builder']) {
    const base = join(ROOT, dir);
    if (!existsSync(base)) continue;
    const files = readdirSync(base, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migrateAndSeed(db: Kysely<Database>, mediaDir: string): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db, { mediaDir });
}

/** Embedded: seed once into an in-memory PGlite and dump it (cached under .tmp while the seed is unchanged). */
async function prepareEmbedded(): Promise<SeededDatabaseInfo> {
  const key = seedSourcesHash();
  const dir = join(WORK_DIR, key);
  const dumpFile = join(dir, 'seeded.tar');
  const mediaDir = join(dir, 'media');
  if (!existsSync(dumpFile)) {
    // Dumps of earlier seeds are of no use any more; ones younger than an hour may still be read by a
    // concurrent run, so they stay.
    if (existsSync(WORK_DIR)) {
      for (const entry of readdirSync(WORK_DIR)) {
        const path = join(WORK_DIR, entry);
        if (/^[0-9a-f]{16}$/.test(entry) && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
      }
    }
    mkdirSync(dir, { recursive: true });
    const lite = await PGlite.create({ extensions: { pg_trgm } });
    const pool = new pg.Pool(createPgConfig(lite));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateAndSeed(db, mediaDir);
      const dump = await lite.dumpDataDir('none');
      const partial = `${dumpFile}.${process.pid}.tmp`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, dumpFile);
    } finally {
      await db.destroy();
      await lite.close();
    }
  }
  return { kind: 'embedded', dumpFile, databaseUrl: null, mediaDir };
}

/**
 * PostgreSQL: migrate and seed a template database once per run; every test file then gets its own copy
 * (`create database ... template`), so files that change promotions or config never see each other.
 */
async function preparePostgres(serverUrl: string): Promise<SeededDatabaseInfo> {
  const mediaDir = join(WORK_DIR, 'postgres-media');
  const templateUrl = withDatabase(serverUrl, `${databaseName(serverUrl)}_talat_template`);
  await recreateDatabase(serverUrl, databaseName(templateUrl));
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateAndSeed(db, mediaDir);
  } finally {
    await db.destroy();
  }
  return { kind: 'postgres', dumpFile: null, databaseUrl: templateUrl, mediaDir };
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

/** Drops (if present) and creates a database, connected to the server's maintenance database. */
export async function recreateDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const ident = (value: string): string => `"${value.replaceAll('"', '""')}"`;
    await client.query(`drop database if exists ${ident(name)} with (force)`);
    // UTF-8 LC_CTYPE, or pg_trgm sees no Thai letters and Thai search finds nothing.
    const from = template ? `template ${ident(template)}` : `template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`;
    await client.query(`create database ${ident(name)} ${from}`);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test file's database once its connections are gone. No `with (force)`: terminating a pool's
 * closing connections makes pg raise an unhandled FATAL in the test file; instead wait for them to leave.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`drop database if exists "${name.replaceAll('"', '""')}"`);
        return;
      } catch (error) {
        // 55006: the database is still being accessed by other users (connections still closing).
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}

export function prepareSeededDatabase(): Promise<SeededDatabaseInfo> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? preparePostgres(url) : prepareEmbedded();
}
