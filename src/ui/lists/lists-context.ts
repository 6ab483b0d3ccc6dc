// The shopping-list actors for views (provided by ShoppingListsProvider in lists-provider.tsx). They start at the
// first sign-in (a guest's page loads neither chart), so views read them as possibly not there yet.
import { createContext, use, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { listChooserMachine } from '../../machines/list-chooser.machine';
import type { shoppingListsMachine } from '../../machines/shopping-lists.machine';

export type ShoppingListsActor = ActorRefFrom<typeof shoppingListsMachine>;
export type ListChooserActor = ActorRefFrom<typeof listChooserMachine>;

export interface ListsContextValue {
  lists: ShoppingListsActor;
  chooser: ListChooserActor;
}

/** What the provider holds: the actors once started, and a promise of them (readable by use()) until then. */
export interface ListsSlot {
  actors: ListsContextValue | null;
  started: Promise<ListsContextValue>;
}

export const ListsContext = createContext<ListsSlot | null>(null);

/** Whether the shell has shopping lists (a guest's heart shows there too, and sends them to sign in). */
export function useHasShoppingLists(): boolean {
  return useContext(ListsContext) !== null;
}

/** The actors once started (signed in), else null: before the first sign-in, or outside the provider. */
export function useOptionalShoppingLists(): ListsContextValue | null {
  return useContext(ListsContext)?.actors ?? null;
}

/**
 * The actors for the signed-in lists pages and the popup. A page opened before they started (its first render
 * right after a sign-in) suspends until they have, showing its route's loading state.
 */
export function useShoppingLists(): ListsContextValue {
  const slot = useContext(ListsContext);
  if (!slot) throw new Error('Shopping-list views need a <ShoppingListsProvider> above them.');
  return slot.actors ?? use(slot.started);
}
