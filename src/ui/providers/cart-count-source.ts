// Where the header's cart trigger reads its count. The cart engineer plugs the cart machine in by passing their
// own CartCountSource to the app (ShellDeps.cartCount); until then the stored cart's getItemCount answers.
// null means "no cart yet": the trigger shows no badge, never a made-up number.
import type { GraphQLClient } from '../../api/graphql-client';
import { fetchCartItemCount } from '../../api/services/cart-count';
import type { BrowserPersistence } from '../../lib/browser-persistence';

export interface CartCountSource {
  /** Same contract as useSyncExternalStore's subscribe. */
  subscribe: (listener: () => void) => () => void;
  /** total_quantity of the current cart, or null while no cart exists or it is not loaded yet. */
  getCount: () => number | null;
}

/** Reads the cart id from storage once and asks the server for its item count. */
export function createStoredCartCountSource(client: GraphQLClient, persistence: BrowserPersistence): CartCountSource {
  let count: number | null = null;
  let started = false;
  const listeners = new Set<() => void>();

  function start(): void {
    if (started) return;
    started = true;
    const cartId = persistence.get('cartId');
    if (!cartId) return;
    fetchCartItemCount(client, cartId).then(
      (value) => {
        count = value;
        for (const listener of listeners) listener();
      },
      // A stale or foreign cart id: the cart machine recreates the cart; the header simply shows no count.
      () => undefined,
    );
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    getCount: () => count,
  };
}
