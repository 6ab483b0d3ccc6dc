import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { requireCustomerId } from '../customers/current-customer';
import { pushSettings } from './push-settings';
import { saveSubscription } from './push-subscriptions';
import { readPushToken } from './push-token';
import { vapidKeys } from './vapid-keys';

const PROBLEMS = {
  malformed: msg('The push subscription is not valid.'),
  'endpoint-not-allowed': msg('This push service is not accepted.'),
  'firebase-not-configured': msg('This shop does not use Firebase for push notifications.'),
} as const;

/**
 * Push registration (account spec section 4): the shop's public push settings for the browser, and
 * `subscribeFirebase`, which keeps a signed-in customer's browser push address. A guest gets
 * graphql-authorization; a token that is no push address gets graphql-input and nothing is stored.
 */
export const resolvers: Resolvers = {
  Query: {
    async pushNotificationConfig(_parent, _args, ctx) {
      const settings = pushSettings();
      if (settings.firebase) {
        const { apiKey, projectId, messagingSenderId, appId, vapidKey } = settings.firebase;
        return { provider: 'firebase', vapid_public_key: vapidKey, firebase: { api_key: apiKey, project_id: projectId, messaging_sender_id: messagingSenderId, app_id: appId } };
      }
      const keys = await vapidKeys(ctx.db, settings);
      return { provider: 'webpush', vapid_public_key: keys.publicKey, firebase: null };
    },
  },
  Mutation: {
    async subscribeFirebase(_parent, args, ctx) {
      const customerId = await requireCustomerId(ctx);
      const token = readPushToken(args.token, pushSettings());
      if (typeof token === 'string') throw new GraphQlInputException(PROBLEMS[token]);
      await saveSubscription(ctx.db, customerId, token, ctx.store.code);
      return { result: true, message: null };
    },
  },
};
