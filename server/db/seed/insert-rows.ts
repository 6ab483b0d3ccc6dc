import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../types';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well under it. */
const MAX_PARAMETERS = 30_000;

/**
 * Multi-row inserts in chunks sized by column count: one statement per few thousand values keeps the
 * 100,000-product top-up within minutes on the embedded database, where each round trip is costly.
 */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk) as Insertable<Database[T]>[];
    // Kysely's generic insert typing cannot follow a table name held in a type parameter.
    await db.insertInto(table).values(slice as never).execute();
  }
}

/** A row to insert into one table. */
export type Row<T extends keyof Database> = Insertable<Database[T]>;
