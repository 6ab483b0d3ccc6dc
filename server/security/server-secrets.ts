import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * A secret the shop generates once and keeps in the database (table server_secret), so every node uses the
 * same one and a restart keeps it. Nodes starting together: the first insert wins and all read its value
 * (two statements, so the read sees a row another node committed while this one waited on its insert).
 */
export async function generatedSecret(db: Kysely<Database>, name: string, make: () => string = () => randomBytes(32).toString('base64url')): Promise<string> {
  await db.insertInto('server_secret').values({ name, secret: make() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('server_secret').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return row.secret;
}
