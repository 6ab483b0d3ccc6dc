// The shopping-list actors for views (provided by ShoppingListsProvider in lists-provider.tsx).
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { listChooserMachine } from '../../machines/list-chooser.machine';
import type { shoppingListsMachine } from '../../machines/shopping-lists.machine';

export type ShoppingListsActor = ActorRefFrom<typeof shoppingListsMachine>;
export type ListChooserActor = ActorRefFrom<typeof listChooserMachine>;

export interface ListsContextValue {
  lists: ShoppingListsActor;
  chooser: ListChooserActor;
}

export const ListsContext = createContext<ListsContextValue | null>(null);

export function useOptionalShoppingLists(): ListsContextValue | null {
  return useContext(ListsContext);
}

export function useShoppingLists(): ListsContextValue {
  const value = useContext(ListsContext);
  if (!value) throw new Error('Shopping-list views need a <ShoppingListsProvider> above them.');
  return value;
}
