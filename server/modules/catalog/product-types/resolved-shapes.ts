import type { GraphQLContext } from '../../../graphql/context';
import { productShapes, type ProductShape } from '../product/product-shape';

/** A product shape as productShape() builds it: a plain object (the generated type also admits a Promise). */
export type ResolvedShape = Awaited<ProductShape>;

function isResolved(shape: ProductShape): shape is ResolvedShape {
  return !(shape instanceof Promise);
}

/** Product shapes by id for the given ids (batched through the shared row and price loaders). */
export async function shapesById(ctx: GraphQLContext, ids: readonly number[]): Promise<Map<number, ResolvedShape>> {
  const shapes = (await productShapes(ctx, ids)).filter(isResolved);
  return new Map(shapes.flatMap((shape) => (typeof shape.id === 'number' ? [[shape.id, shape] as const] : [])));
}
