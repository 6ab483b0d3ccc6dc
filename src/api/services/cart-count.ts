// Item count of the stored cart (getItemCount), for the header's cart trigger until the cart machine supplies
// its own count source. No cart id stored means no cart: there is no count to show.
import type { GraphQLClient } from '../graphql-client';
import { GetItemCountDocument } from '../../gql/generated/graphql';

export async function fetchCartItemCount(client: GraphQLClient, cartId: string): Promise<number> {
  const { cart } = await client.request(GetItemCountDocument, { cartId });
  return cart?.total_quantity ?? 0;
}
