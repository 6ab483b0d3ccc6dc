// Shopping-list calls (Tigren WishlistPlus-style mutations, account spec section 7) and the reshaping of their
// answers. Every change is followed by a fresh read of the lists, so what the shopper sees is the server's state.
import {
  AddShoppingListItemsToCartDocument,
  AssignProductsToWishlistGroupDocument,
  CreateWishlistGroupDocument,
  CustomerWishlistGroupsDocument,
  RemoveItemWishlistGroupDocument,
  RemoveProductFromGroupsDocument,
  RemoveWishlistGroupDocument,
  ShareWishlistGroupDocument,
  UnshareWishlistGroupDocument,
  SharedWishlistGroupDocument,
  UpdatePositionWishlistItemGroupDocument,
  UpdateQtyWishlistItemGroupDocument,
  UpdateWishlistGroupDocument,
  type ProductListItemFragment,
} from '../../gql/generated/graphql';
import { toProductCard } from '../catalog/reshape-product';
import type { GraphQLClient } from '../graphql-client';
import type { ListOperation, ListOperationResult, ProductListsChoice, SharedShoppingList, ShoppingList, ShoppingListItem } from '../../domain/list-types';

interface RawItem {
  item_id: number;
  product_qty: number;
  product_id: number;
  position: number | null;
  group_id?: number;
  product: ProductListItemFragment | null;
}

function toItem(raw: RawItem, groupId: number): ShoppingListItem {
  const increments = raw.product?.qty_increments ?? 0;
  return {
    itemId: raw.item_id,
    groupId,
    productId: raw.product_id,
    qty: Math.max(raw.product_qty, increments),
    qtyIncrements: increments > 0 ? increments : 1,
    position: raw.position ?? 0,
    product: raw.product ? toProductCard(raw.product) : null,
  };
}

export async function fetchShoppingLists(client: GraphQLClient): Promise<ShoppingList[]> {
  const { customer } = await client.request(CustomerWishlistGroupsDocument, {});
  return (customer?.wishlist_groups ?? []).map((group) => ({
    id: group.tigren_wishlistplus_group_id,
    name: group.group_name,
    description: group.description ?? null,
    isDefault: group.is_default,
    sharingCode: group.sharing_code ?? null,
    updatedAt: group.updated_time ?? null,
    items: group.items.map((item) => toItem(item, group.tigren_wishlistplus_group_id)),
  }));
}

export async function fetchSharedList(client: GraphQLClient, sharingCode: string): Promise<SharedShoppingList | null> {
  const { sharedWishlistGroup: group } = await client.request(SharedWishlistGroupDocument, { sharingCode });
  if (!group) return null;
  return { name: group.group_name, description: group.description ?? null, items: group.items.map((item) => toItem(item, 0)) };
}

function itemOf(lists: readonly ShoppingList[], groupId: number, itemId: number): ShoppingListItem {
  const item = lists.find((list) => list.id === groupId)?.items.find((entry) => entry.itemId === itemId);
  if (!item) throw new Error('This product is no longer in the list. Reload the page.');
  return item;
}

async function addToCart(client: GraphQLClient, items: readonly ShoppingListItem[]) {
  const { addShoppingListItemsToCart: result } = await client.request(AddShoppingListItemsToCartDocument, {
    items: items.map((item) => ({ item: item.itemId, qty: item.qty, product_id: item.productId })),
  });
  return { success: result?.success ?? false, message: result?.message ?? '' };
}

/** Runs one change and reads the lists again. `lists` is what the shopper saw (for add-to-cart quantities). */
export async function performListOperation(client: GraphQLClient, operation: ListOperation, lists: readonly ShoppingList[]): Promise<ListOperationResult> {
  let cart: ListOperationResult['cart'] = null;
  switch (operation.kind) {
    case 'create':
      await client.request(CreateWishlistGroupDocument, { input: { group_name: operation.name } });
      break;
    case 'rename':
      await client.request(UpdateWishlistGroupDocument, { input: { group_id: operation.groupId, group_name: operation.name } });
      break;
    case 'remove':
      await client.request(RemoveWishlistGroupDocument, { ids: String(operation.groupId) });
      break;
    case 'removeItem':
      await client.request(RemoveItemWishlistGroupDocument, { input: { group_id: operation.groupId, item_ids: [operation.itemId] } });
      break;
    case 'setQty':
      await client.request(UpdateQtyWishlistItemGroupDocument, { itemId: operation.itemId, groupId: operation.groupId, qty: operation.qty });
      break;
    case 'move':
      await client.request(UpdatePositionWishlistItemGroupDocument, { itemId: operation.itemId, groupId: operation.groupId, position: operation.position });
      break;
    case 'addItemToCart':
      cart = await addToCart(client, [itemOf(lists, operation.groupId, operation.itemId)]);
      break;
    case 'addListToCart':
      cart = await addToCart(client, lists.find((list) => list.id === operation.groupId)?.items.filter((item) => item.product) ?? []);
      break;
    case 'share':
      await client.request(ShareWishlistGroupDocument, { input: { group_id: operation.groupId, emails: operation.emails, message: operation.message || null } });
      break;
    case 'unshare':
      await client.request(UnshareWishlistGroupDocument, { groupId: operation.groupId });
      break;
  }
  return { lists: await fetchShoppingLists(client), cart };
}

/**
 * Saves the heart popup's choice: a new list first when named, then the product goes into the lists newly
 * chosen and leaves the ones unticked.
 */
export async function saveProductLists(client: GraphQLClient, choice: ProductListsChoice): Promise<ShoppingList[]> {
  const chosen = new Set(choice.chosen);
  const name = choice.newListName.trim();
  if (name) {
    const { createWishlistGroup } = await client.request(CreateWishlistGroupDocument, { input: { group_name: name } });
    if (createWishlistGroup) chosen.add(createWishlistGroup.tigren_wishlistplus_group_id);
  }
  const added = [...chosen].filter((id) => !choice.initial.includes(id));
  const removed = choice.initial.filter((id) => !chosen.has(id));
  if (added.length) {
    await client.request(AssignProductsToWishlistGroupDocument, {
      // Unknown increments (0): the server puts the product's own qty_increments.
      products: [{ product_id: choice.productId, qty: choice.qty > 0 ? choice.qty : null }],
      groups: added.join(','),
    });
  }
  if (removed.length) await client.request(RemoveProductFromGroupsDocument, { productId: choice.productId, groupIds: removed });
  return fetchShoppingLists(client);
}
