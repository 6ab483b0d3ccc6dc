import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../../graphql/context';
import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { perRequest } from '../request-scope';
import { groupBy } from './group-by';
import { shapesById } from './resolved-shapes';

interface Member {
  productId: number;
  qty: number;
  position: number;
}

/** Enabled members of grouped products in position order, one query per request. */
function groupedMemberLoader(ctx: GraphQLContext): DataLoader<number, Member[]> {
  return perRequest(ctx, 'grouped-members', () => new DataLoader(async (ids: readonly number[]) => {
    const rows = await ctx.db.selectFrom('product_link as l').innerJoin('product as c', 'c.product_id', 'l.linked_product_id')
      .select(['l.product_id', 'l.linked_product_id', 'l.qty', 'l.position'])
      .where('l.product_id', 'in', [...ids]).where('l.link_type', '=', 'associated').where('c.status', '=', 1)
      .orderBy('l.position').orderBy('l.linked_product_id').execute();
    const byParent = groupBy(rows, (row) => row.product_id);
    return ids.map((id) => (byParent.get(id) ?? []).map((row) => ({ productId: row.linked_product_id, qty: Number(row.qty), position: row.position })));
  }));
}

/** GroupedProduct.items: default quantity, position and the member's product object (with its stock). */
export async function groupedItems(ctx: GraphQLContext, productId: number): Promise<ResolversTypes['GroupedProductItem'][]> {
  const members = await groupedMemberLoader(ctx).load(productId);
  const shapeOf = await shapesById(ctx, members.map((m) => m.productId));
  return members.flatMap((member) => {
    const product = shapeOf.get(member.productId);
    return product ? [{ qty: member.qty, position: member.position, product }] : [];
  });
}
