import type { AmGdprConsentInput } from '../../graphql/generated/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { orderAdmissionFor } from '../checkout/order-admission';
import { readStockNeeds } from '../checkout/order-stock-precheck';
import { currentCustomerId } from '../customers/current-customer';
import { placeOrder } from './place-order';
import type { PlacedOrder } from './place-order-checks';

/**
 * placeOrder as shoppers reach it (GraphQL and REST): a rush is admitted at the pace the database commits, in
 * arrival order, and a buyer whose stock is already gone is refused before queueing
 * (checkout/order-admission.ts). The placing transaction still decides every order.
 */
export async function placeOrderAdmitted(ctx: GraphQLContext, maskedId: string, consents: readonly AmGdprConsentInput[] | null = null): Promise<PlacedOrder> {
  const customerId = await currentCustomerId(ctx);
  return orderAdmissionFor(ctx.db).admit(
    () => readStockNeeds(ctx.db, maskedId, ctx.store.id, customerId),
    () => placeOrder(ctx, maskedId, consents),
  );
}
