// wishlist rich type: the products of the signed-in customer's shopping lists (each once, lists in order), as
// catalogue cards in the block's layout. Guests and customers with empty lists get nothing.
import { useSelector } from '@xstate/react';
import type { ProductCard as Card } from '../../domain/catalog-types';
import type { ItemsLayout } from '../content';
import { ProductCard } from '../catalog/product-card';
import { useOptionalShoppingLists, type ShoppingListsActor } from '../lists/lists-context';
import '../catalog/catalog.css';

function ListProducts({ lists, limit, layout }: { lists: ShoppingListsActor; limit: number; layout: ItemsLayout }) {
  const products = useSelector(lists, (snapshot) => snapshot.context.lists);
  const seen = new Map<string, Card>();
  for (const list of products) for (const item of list.items) if (item.product && !seen.has(item.product.uid)) seen.set(item.product.uid, item.product);
  const cards = [...seen.values()].slice(0, limit > 0 ? limit : undefined);
  if (cards.length === 0) return null;
  return layout(cards.map((product) => ({ key: product.uid, node: <ProductCard product={product} /> })));
}

export default function WishlistPart({ limit, layout }: { limit: number; layout: ItemsLayout }) {
  const context = useOptionalShoppingLists();
  return context ? <ListProducts lists={context.lists} limit={limit} layout={layout} /> : null;
}
