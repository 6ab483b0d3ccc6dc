import type { GraphQLContext } from '../../graphql/context';
import { perRequest } from '../catalog/request-scope';
import type { CartRow } from './cart-access';
import { loadCartSnapshot, type CartSnapshot } from './cart-snapshot';

/**
 * A request prices a cart once. The snapshot a cart write ends with (taken in its transaction, after the
 * write, to check the gift lines) is remembered for the rest of the request, keyed by cart id; the answer
 * is built from it instead of pricing the cart again. An entry holds only for the cart version it was taken
 * at: every cart write bumps the version (cart-write.ts), so a later write in the same request, or another
 * request's write in between, makes the stored copy miss and the cart is priced anew.
 */
interface Entry {
  version: number;
  customerId: number | null;
  snapshot: CartSnapshot;
}

const entries = (ctx: GraphQLContext): Map<number, Entry> => perRequest(ctx, 'cart-snapshots', () => new Map<number, Entry>());

/** Remembers the priced state a committed write left `cart` (the row as committed) in. */
export function rememberSnapshot(ctx: GraphQLContext, cart: CartRow, customerId: number | null, snapshot: CartSnapshot): void {
  entries(ctx).set(cart.cart_id, { version: cart.version, customerId, snapshot: { ...snapshot, cart } });
}

/** A write is starting: whatever was remembered of the cart no longer holds. */
export function forgetSnapshot(ctx: GraphQLContext, cartId: number): void {
  entries(ctx).delete(cartId);
}

/** The cart priced, from this request's memory when it holds this version of the cart, else freshly. */
export async function cartSnapshot(ctx: GraphQLContext, cart: CartRow, customerId: number | null): Promise<CartSnapshot> {
  const hit = entries(ctx).get(cart.cart_id);
  if (hit && hit.version === cart.version && hit.customerId === customerId && hit.snapshot.cart.store_id === cart.store_id) return { ...hit.snapshot, cart };
  const snapshot = await loadCartSnapshot(ctx.db, cart, customerId);
  rememberSnapshot(ctx, cart, customerId, snapshot);
  return snapshot;
}
