// A benchmark's own database on PostgreSQL: the server from BENCH_DATABASE_URL, else the test PostgreSQL the
// repository starts (scripts/start-test-postgres.sh on `port`), with the database named by the benchmark.
import { execFileSync } from 'node:child_process';
import pg from 'pg';

export function postgresUrl(database: string, port = '55432'): string {
  const base = process.env.BENCH_DATABASE_URL ?? execFileSync('scripts/start-test-postgres.sh', [port]).toString().trim().split('\n').pop()!;
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the URL's database when missing (UTF-8, C collation, as the test databases). */
export async function ensureDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name}" encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8' template template0`);
  await client.end();
}
