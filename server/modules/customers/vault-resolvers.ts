import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { requireCustomerId } from './current-customer';
import { activeTokens, deactivateToken } from './payment-tokens';

/** Magento_VaultGraphQl: the signed-in customer's saved payment methods. */
export const resolvers: Resolvers = {
  Query: {
    async customerPaymentTokens(_parent, _args, ctx) {
      return { items: await activeTokens(ctx.db, await requireCustomerId(ctx)) };
    },
  },
  Mutation: {
    async deletePaymentToken(_parent, { public_hash }, ctx) {
      const customerId = await requireCustomerId(ctx);
      // Another customer's token is "not found" for this one, as in Magento (looked up by customer).
      if (!(await deactivateToken(ctx.db, customerId, public_hash))) {
        throw new GraphQlNoSuchEntityException(msg('Could not find a token using public hash: {hash}', { hash: public_hash }));
      }
      return { result: true, customerPaymentTokens: { items: await activeTokens(ctx.db, customerId) } };
    },
  },
};
