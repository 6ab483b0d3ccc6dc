import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { readContactInput } from './contact-input';

const SUCCESS = {
  en: "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
  th: 'ขอบคุณที่ติดต่อเรา เราจะตอบกลับคุณโดยเร็วที่สุด',
} as const;

export const resolvers: Resolvers = {
  Mutation: {
    /** Validates and stores the message for the shop's staff; answers in the store view's language. */
    contactusFormSubmit: async (_parent, args, context) => {
      const language = context.store.locale.toLowerCase().startsWith('en') ? 'en' : 'th';
      const message = readContactInput(args.input, language);
      await context.db.insertInto('contact_message').values({ store_id: context.store.id, ...message }).execute();
      return { success_message: SUCCESS[language] };
    },
  },
};
