import { sql, type Kysely } from 'kysely';
import { seedPrivacy } from '../seed/privacy';

/**
 * The demo shop's consents, policy versions and cookie groups for a shop seeded before migration 0090. A new
 * database has no store yet at this point: the seed writes them there (server/db/seed/index.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const stores = await sql<{ n: number }>`select count(*)::int as n from store`.execute(db);
  if ((stores.rows[0]?.n ?? 0) > 0) await seedPrivacy(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('delete from cookie_group; delete from gdpr_policy; delete from gdpr_consent;').execute(db);
}
