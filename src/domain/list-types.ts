// Shopping lists (wishlist groups) as the machines and views see them: no raw GraphQL shapes.
import type { ProductCard } from './catalog-types';

export interface ShoppingListItem {
  itemId: number;
  groupId: number;
  productId: number;
  /** Never below the product's qty_increments (the server raises it). */
  qty: number;
  /** The product's qty_increments: the least quantity and the step of the quantity field. */
  qtyIncrements: number;
  position: number;
  /** Null when the product is no longer in the catalogue. */
  product: ProductCard | null;
}

export interface ShoppingList {
  id: number;
  name: string;
  description: string | null;
  isDefault: boolean;
  /** The code of the list's read-only link, once shared. */
  sharingCode: string | null;
  updatedAt: string | null;
  items: ShoppingListItem[];
}

export interface SharedShoppingList {
  name: string;
  description: string | null;
  items: ShoppingListItem[];
}

/** What a change to the lists asks for (one mutation each). */
export type ListOperation =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; groupId: number; name: string }
  | { kind: 'remove'; groupId: number }
  | { kind: 'removeItem'; groupId: number; itemId: number }
  | { kind: 'setQty'; groupId: number; itemId: number; qty: number }
  | { kind: 'move'; groupId: number; itemId: number; position: number }
  | { kind: 'addItemToCart'; groupId: number; itemId: number }
  | { kind: 'addListToCart'; groupId: number }
  | { kind: 'share'; groupId: number; emails: string[]; message: string }
  /** Stops sharing: the read-only link stops working. */
  | { kind: 'unshare'; groupId: number };

/** After a change: the lists as the server now has them, and what the server said (add to cart, share). */
export interface ListOperationResult {
  lists: ShoppingList[];
  /** The server's message for add-to-cart; success false when some items were refused. */
  cart: { success: boolean; message: string } | null;
}

/** The product the heart's popup is about. */
export interface ChooserProduct {
  productId: number;
  name: string;
  /** New entries get this quantity (the least a list keeps). */
  qtyIncrements: number;
}

/** The product chooser (heart → popup): one product, the lists it should end up in. */
export interface ProductListsChoice {
  productId: number;
  /** Lists the product was in when the popup opened. */
  initial: number[];
  chosen: number[];
  /** A new list to create and put the product into (empty: none). */
  newListName: string;
  /** Quantity for new entries: the product's qty_increments. */
  qty: number;
}

/** Magento's product uid is base64 of the numeric id (Magento\Framework\GraphQl\Query\Uid). */
export function productIdOfUid(uid: string): number | null {
  try {
    const decoded = atob(uid);
    return /^[1-9][0-9]{0,9}$/.test(decoded) ? Number(decoded) : null;
  } catch {
    return null;
  }
}
