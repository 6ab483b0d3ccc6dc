import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { t } from '../../i18n/translate';
import { readContactInput } from './contact-input';
import { clientAddress } from '../../security/client-address';
import { THROTTLES } from '../../security/throttles';
import { deliverContactMessage } from './contact-mail';
import { currentCustomerId } from '../customers/current-customer';
import { checkLocationConsents, recordSubmissionConsents } from '../gdpr/location-consents';

export const resolvers: Resolvers = {
  Mutation: {
    /** Validates, stores and mails the message to the shop's mailbox; answers in the store view's language. */
    contactusFormSubmit: async (_parent, args, context) => {
      const message = readContactInput(args.input);
      const customerId = await currentCustomerId(context);
      const answers = await checkLocationConsents(context, context.db, 'contactus', args.input.amgdpr_consents, customerId);
      // Only messages that would be stored count: a typo in the form costs nothing (server/security).
      await THROTTLES.contactPerAddress.attempt(context.db, [clientAddress(context)]);
      await context.db.transaction().execute(async (trx) => {
        const stored = await trx.insertInto('contact_message').values({ store_id: context.store.id, ...message }).returning('message_id').executeTakeFirstOrThrow();
        await recordSubmissionConsents(trx, { location: 'contactus', reference: String(stored.message_id), customerId, email: message.email, answers });
        await deliverContactMessage(context, trx, message);
      });
      return { success_message: t(context, "Thanks for contacting us with your comments and questions. We'll respond to you very soon.") };
    },
  },
};
