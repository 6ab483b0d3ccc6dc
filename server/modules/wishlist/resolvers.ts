import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { currentCustomerId } from '../customers/current-customer';
import { checkedGroupName, MAX_GROUPS_PER_CUSTOMER, notYours, ownedGroup, ownedGroups, parseGroupIds } from './group-access';
import { assignProducts, moveItem, removeItems, removeProductFromGroups, updateItemQty } from './group-items';
import { customerGroups, groupFields, groupsOutput } from './group-output';
import { addListItemsToCart } from './list-to-cart';
import { shareGroup, unshareGroup } from './share';

/** The signed-in customer, or Magento WishlistGraphQl's authorization error (a guest has no lists). */
async function listOwner(ctx: Parameters<typeof currentCustomerId>[0]): Promise<number> {
  const id = await currentCustomerId(ctx);
  if (id === null) throw notYours();
  return id;
}

const done = (ctx: Parameters<typeof localize>[0], text: Parameters<typeof msg>[0]) => ({ success: true, message: localize(ctx, msg(text)) });

/** Wishlist groups / shopping lists (account spec sections 3 to 7), modelled on Tigren WishlistPlus. */
export const resolvers: Resolvers = {
  Customer: {
    // Always the token's customer: a Customer object is only reached through the signed-in request.
    async wishlist_groups(_parent, _args, ctx) {
      return customerGroups(ctx, await listOwner(ctx));
    },
  },
  Query: {
    async sharedWishlistGroup(_parent, { sharing_code }, ctx) {
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(sharing_code)) return null;
      const row = await ctx.db.selectFrom('wishlist_group').selectAll().where('sharing_code', '=', sharing_code).executeTakeFirst();
      if (!row) return null;
      const [group] = await groupsOutput(ctx, [row]);
      if (!group) return null;
      // Nothing that identifies the owner's account: no customer id, no item or group ids to act on.
      return { group_name: group.group_name, description: group.description, updated_time: group.updated_time, items: group.items };
    },
  },
  Mutation: {
    async createWishlistGroup(_parent, { input }, ctx) {
      const customerId = await listOwner(ctx);
      const name = await checkedGroupName(ctx.db, customerId, input.group_name);
      const count = await ctx.db.selectFrom('wishlist_group').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_GROUPS_PER_CUSTOMER) throw new GraphQlInputException(msg('You can keep at most {max} shopping lists.', { max: String(MAX_GROUPS_PER_CUSTOMER) }));
      const row = await ctx.db
        .insertInto('wishlist_group')
        // The first list becomes the default one.
        .values({ customer_id: customerId, group_name: name, is_default: Number(count.n) === 0, sharing_code: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...groupFields(row), items: [] };
    },
    async updateWishlistGroup(_parent, { input }, ctx) {
      const customerId = await listOwner(ctx);
      const group = await ownedGroup(ctx.db, customerId, input.group_id);
      const name = input.group_name === null || input.group_name === undefined ? group.group_name : await checkedGroupName(ctx.db, customerId, input.group_name, group.group_id);
      const row = await ctx.db.transaction().execute(async (trx) => {
        // One default list per customer: making this one the default unsets the others.
        if (input.is_default === true) await trx.updateTable('wishlist_group').set({ is_default: false }).where('customer_id', '=', customerId).execute();
        return trx
          .updateTable('wishlist_group')
          .set({
            group_name: name,
            ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
            ...(input.color !== undefined ? { color: input.color?.trim() || null } : {}),
            ...(input.is_default !== undefined && input.is_default !== null ? { is_default: input.is_default } : {}),
            updated_at: new Date(),
          })
          .where('group_id', '=', group.group_id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const [output] = await groupsOutput(ctx, [row]);
      return output ?? null;
    },
    async removeWishlistGroup(_parent, { ids }, ctx) {
      const customerId = await listOwner(ctx);
      const groupIds = parseGroupIds(ids, 'ids');
      await ctx.db.transaction().execute(async (trx) => {
        await ownedGroups(trx, customerId, groupIds, true);
        await trx.deleteFrom('wishlist_group').where('group_id', 'in', groupIds).where('customer_id', '=', customerId).execute();
      });
      return done(ctx, 'The shopping list was removed.');
    },
    async removeItemWishlistGroup(_parent, { input }, ctx) {
      await removeItems(ctx, await listOwner(ctx), input.group_id, input.item_ids);
      return done(ctx, 'The product was removed from the shopping list.');
    },
    async assignProductsToWishlistGroup(_parent, { products, groups }, ctx) {
      const customerId = await listOwner(ctx);
      await assignProducts(ctx, customerId, products, parseGroupIds(groups, 'groups'));
      return done(ctx, 'The shopping list was saved.');
    },
    async removeProductFromGroups(_parent, { productId, groupIds }, ctx) {
      await removeProductFromGroups(ctx, await listOwner(ctx), productId, groupIds);
      return done(ctx, 'The product was removed from the shopping list.');
    },
    async updateQtyWishlistItemGroup(_parent, { itemId, groupId, qty }, ctx) {
      const customerId = await listOwner(ctx);
      await updateItemQty(ctx, customerId, groupId, itemId, qty);
      const [group] = await groupsOutput(ctx, [await ownedGroup(ctx.db, customerId, groupId)]);
      return group?.items.find((item) => item.item_id === itemId) ?? null;
    },
    async updatePositionWishlistItemGroup(_parent, { itemId, groupId, position }, ctx) {
      await moveItem(ctx, await listOwner(ctx), groupId, itemId, position);
      return done(ctx, 'The order of the shopping list was saved.');
    },
    async addShoppingListItemsToCart(_parent, { items }, ctx) {
      return addListItemsToCart(ctx, await listOwner(ctx), items);
    },
    async addToCartFromWishlist(_parent, { item, qty, product_id }, ctx) {
      return addListItemsToCart(ctx, await listOwner(ctx), [{ item, qty, product_id }]);
    },
    async shareWishlistGroup(_parent, { input }, ctx) {
      const code = await shareGroup(ctx, await listOwner(ctx), input);
      return { ...done(ctx, 'The shopping list is shared. Anyone with the link can see it.'), sharing_code: code };
    },
    async unshareWishlistGroup(_parent, { group_id }, ctx) {
      await unshareGroup(ctx, await listOwner(ctx), group_id);
      return { ...done(ctx, 'The shopping list is no longer shared. Its link stops working.'), sharing_code: null };
    },
  },
};
