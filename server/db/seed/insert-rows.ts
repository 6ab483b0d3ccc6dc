import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../types';

/** A row to insert into one table. */
export type Row<T extends keyof Database> = Insertable<Database[T]>;

/** Rows per statement: one JSON parameter each, a few MB at most. */
const CHUNK = 5000;

/** jsonb columns whose insert value is already JSON text (see types.ts): sent as JSON, not as a string. */
const JSON_TEXT_COLUMNS: Partial<Record<keyof Database, string[]>> = { product: ['shipping_services'] };

/**
 * Multi-row inserts that send each chunk as one jsonb parameter expanded by jsonb_populate_recordset into
 * the table's own row type. Binding thousands of parameters per statement is what made wide rows slow on
 * the embedded database (about 2.5x slower for product rows); this keeps 100,000 products within minutes.
 * Rows whose key sets differ fall back to Kysely's VALUES insert, which fills omitted columns with DEFAULT.
 */
export async function insertRows<T extends Extract<keyof Database, string>>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Row<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const sameShape = rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && keys.every((key, i) => key === columns[i]);
  });
  if (!sameShape) {
    // Kysely's generic insert typing cannot follow a table name held in a type parameter.
    for (let start = 0; start < rows.length; start += 500) await db.insertInto(table).values(rows.slice(start, start + 500)).execute();
    return;
  }
  const jsonText = (JSON_TEXT_COLUMNS[table] ?? []).filter((column) => columns.includes(column));
  const list = sql.join(columns.map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += CHUNK) {
    let chunk: unknown[] = rows.slice(start, start + CHUNK);
    if (jsonText.length) {
      chunk = chunk.map((row) => {
        const copy = { ...(row as Record<string, unknown>) };
        for (const column of jsonText) if (typeof copy[column] === 'string') copy[column] = JSON.parse(copy[column]);
        return copy;
      });
    }
    await sql`insert into ${sql.table(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(chunk)}::jsonb)`.execute(db);
  }
}
