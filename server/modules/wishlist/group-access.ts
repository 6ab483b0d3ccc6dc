import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WishlistGroupTable } from '../../db/types';
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';

export type Db = Kysely<Database> | Transaction<Database>;
export type GroupRow = Selectable<WishlistGroupTable>;

/**
 * Magento WishlistGraphQl's authorization text. It answers both a guest and a list that belongs to someone
 * else (or does not exist), so an id never tells whether another customer's list exists.
 */
export const WISHLIST_NOT_YOURS_MESSAGE = msg('The current user cannot perform operations on wishlist');

/** Limits that keep one account's lists a size a person uses (docs/decisions/lists-shopping-lists.md). */
export const MAX_GROUPS_PER_CUSTOMER = 50;
export const MAX_ITEMS_PER_GROUP = 200;

export function notYours(): GraphQlAuthorizationException {
  return new GraphQlAuthorizationException(WISHLIST_NOT_YOURS_MESSAGE);
}

/** The customer's groups with these ids; any id that is not theirs refuses the whole request. */
export async function ownedGroups(db: Db, customerId: number, groupIds: readonly number[], forUpdate = false): Promise<GroupRow[]> {
  const unique = [...new Set(groupIds)];
  if (unique.length === 0) return [];
  let query = db.selectFrom('wishlist_group').selectAll().where('group_id', 'in', unique).where('customer_id', '=', customerId);
  if (forUpdate) query = query.forUpdate();
  const rows = await query.orderBy('group_id').execute();
  if (rows.length !== unique.length) throw notYours();
  return rows;
}

export async function ownedGroup(db: Db, customerId: number, groupId: number, forUpdate = false): Promise<GroupRow> {
  const [row] = await ownedGroups(db, customerId, [groupId], forUpdate);
  if (!row) throw notYours();
  return row;
}

/** The item in the customer's group, or the group's owner check fails first. */
export async function ownedItem(db: Db, customerId: number, groupId: number, itemId: number) {
  await ownedGroup(db, customerId, groupId);
  const item = await db.selectFrom('wishlist_group_item').selectAll().where('item_id', '=', itemId).where('group_id', '=', groupId).executeTakeFirst();
  if (!item) throw new GraphQlNoSuchEntityException(msg('Could not find the shopping list item "{id}".', { id: itemId }));
  return item;
}

/**
 * Group ids sent as one comma-joined string (removeWishlistGroup ids, assignProductsToWishlistGroup groups).
 * Anything but positive integers is refused before a query runs.
 */
export function parseGroupIds(value: string, field: string): number[] {
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const ids = parts.map((part) => (/^[1-9][0-9]{0,9}$/.test(part) ? Number(part) : NaN));
  if (parts.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id > 2_147_483_647)) {
    throw new GraphQlInputException(msg('"{field}" must list shopping list ids separated by commas.', { field }));
  }
  if (ids.length > MAX_GROUPS_PER_CUSTOMER) throw new GraphQlInputException(msg('"{field}" has more than {max} items.', { field, max: String(MAX_GROUPS_PER_CUSTOMER) }));
  return [...new Set(ids)];
}

/** A group name as stored: trimmed, required, unique per customer (case-insensitive). */
export async function checkedGroupName(db: Db, customerId: number, raw: string, exceptGroupId: number | null = null): Promise<string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw new GraphQlInputException(msg('Enter a name for the shopping list.'));
  let query = db.selectFrom('wishlist_group').select('group_id').where('customer_id', '=', customerId).where((eb) => eb(eb.fn('lower', ['group_name']), '=', name.toLowerCase()));
  if (exceptGroupId !== null) query = query.where('group_id', '<>', exceptGroupId);
  if (await query.executeTakeFirst()) throw new GraphQlInputException(msg('A shopping list named "{name}" already exists.', { name }));
  return name;
}
