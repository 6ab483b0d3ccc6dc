import type { Kysely, Selectable } from 'kysely';
import type { CmsBlockTable, CmsPageTable, Database } from '../../db/types';

export type CmsBlockRow = Selectable<CmsBlockTable>;
export type CmsPageRow = Selectable<CmsPageTable>;

/**
 * Active blocks by identifier (or numeric block id, as Magento accepts), the store's own row winning over
 * the all-stores row (store_id 0).
 */
export async function findBlocks(db: Kysely<Database>, storeId: number, keys: readonly string[]): Promise<Map<string, CmsBlockRow>> {
  // A numeric key past int4 cannot be a block id (the database would fail on it): look it up as an identifier.
  const isBlockId = (key: string): boolean => /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647;
  const identifiers = keys.filter((key) => !isBlockId(key));
  const ids = keys.filter(isBlockId).map(Number);
  if (identifiers.length === 0 && ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('cms_block')
    .selectAll()
    .where('is_active', '=', true)
    .where('store_id', 'in', [0, storeId])
    .where((eb) => {
      const alternatives = [];
      if (identifiers.length > 0) alternatives.push(eb('identifier', 'in', identifiers));
      if (ids.length > 0) alternatives.push(eb('block_id', 'in', ids));
      return eb.or(alternatives);
    })
    .orderBy('store_id', 'asc')
    .execute();
  const found = new Map<string, CmsBlockRow>();
  // Ascending store_id: the store's own row (non-zero) is set last and wins.
  for (const row of rows) {
    if (identifiers.includes(row.identifier)) found.set(row.identifier, row);
    if (ids.includes(row.block_id)) found.set(String(row.block_id), row);
  }
  return found;
}

/** The active page with this identifier in the store, else in all stores. */
export async function findPageByIdentifier(db: Kysely<Database>, storeId: number, identifier: string): Promise<CmsPageRow | null> {
  const row = await db
    .selectFrom('cms_page')
    .selectAll()
    .where('identifier', '=', identifier)
    .where('store_id', 'in', [0, storeId])
    .orderBy('store_id', 'desc')
    .executeTakeFirst();
  return row && row.is_active ? row : null;
}

export async function findPageById(db: Kysely<Database>, storeId: number, pageId: number): Promise<CmsPageRow | null> {
  const row = await db
    .selectFrom('cms_page')
    .selectAll()
    .where('page_id', '=', pageId)
    .where('store_id', 'in', [0, storeId])
    .executeTakeFirst();
  return row && row.is_active ? row : null;
}
