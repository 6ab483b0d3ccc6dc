import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { createAddress, deleteAddress, updateAddress } from './address-book';
import { addressOutput } from './customer-output';
import { requireCustomerId } from './current-customer';
import type { GraphQLContext } from '../../graphql/context';

async function addressAnswer(ctx: GraphQLContext, customerId: number, addressId: number) {
  const [row, customer] = await Promise.all([
    ctx.db.selectFrom('customer_address').selectAll().where('address_id', '=', addressId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('customer').select(['default_billing', 'default_shipping']).where('customer_id', '=', customerId).executeTakeFirstOrThrow(),
  ]);
  return addressOutput(row, customer);
}

function positiveId(id: number): number {
  if (!Number.isInteger(id) || id <= 0) throw new GraphQlInputException(msg('Address "id" value should be specified'));
  return id;
}

/** The customer's address book (Magento's createCustomerAddress / updateCustomerAddress / deleteCustomerAddress). */
export const resolvers: Resolvers = {
  Mutation: {
    async createCustomerAddress(_parent, { input }, ctx) {
      const customerId = await requireCustomerId(ctx);
      const addressId = await createAddress(ctx, customerId, input);
      return addressAnswer(ctx, customerId, addressId);
    },
    async updateCustomerAddress(_parent, { id, input }, ctx) {
      const customerId = await requireCustomerId(ctx);
      await updateAddress(ctx, customerId, positiveId(id), input ?? {});
      return addressAnswer(ctx, customerId, id);
    },
    async deleteCustomerAddress(_parent, { id }, ctx) {
      const customerId = await requireCustomerId(ctx);
      await deleteAddress(ctx, customerId, positiveId(id));
      return true;
    },
  },
};
