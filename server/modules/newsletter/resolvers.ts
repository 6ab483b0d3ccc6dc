import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { clientAddress } from '../../security/client-address';
import { THROTTLES } from '../../security/throttles';
import { confirm, subscribe, unsubscribe } from './subscriptions';

export const resolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_parent, args, context) => {
      // Each attempt may send a mail: counted per address so the form cannot be used to flood an inbox.
      await THROTTLES.newsletterPerAddress.attempt(context.db, [clientAddress(context)]);
      return { status: await subscribe(context, args.email) };
    },
    amGdprSubscribeEmailToNewsletter: async (_parent, args, context) => {
      await THROTTLES.newsletterPerAddress.attempt(context.db, [clientAddress(context)]);
      return { status: await subscribe(context, args.email, args.amgdpr_consents) };
    },
    confirmNewsletterSubscription: async (_parent, args, context) => ({ status: await confirm(context, args.id, args.code) }),
    unsubscribeEmailFromNewsletter: async (_parent, args, context) => ({ status: await unsubscribe(context, args.id, args.code) }),
  },
};
