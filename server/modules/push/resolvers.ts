import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthorizationException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { currentCustomerId, requireCustomerId } from '../customers/current-customer';
import { pushSettings } from './push-settings';
import { removeBrowserSubscription, saveSubscription } from './push-subscriptions';
import { parsePushToken, readPushToken } from './push-token';
import { vapidKeys } from './vapid-keys';

const PROBLEMS = {
  malformed: msg('The push subscription is not valid.'),
  'endpoint-not-allowed': msg('This push service is not accepted.'),
  'firebase-not-configured': msg('This shop does not use Firebase for push notifications.'),
  'not-subscribed': msg('This browser is not subscribed to notifications.'),
  'not-yours': msg('This browser is subscribed for another customer.'),
} as const;

/**
 * Push registration (account spec section 4): the shop's public push settings for the browser, and
 * `subscribeFirebase`, which keeps a signed-in customer's browser push address. A guest gets
 * graphql-authorization; a token that is no push address gets graphql-input and nothing is stored.
 * `unsubscribeFirebase` removes the browser's subscription when its customer signs out (see removeBrowserSubscription
 * for why the exact token, not the bearer token, is what allows it).
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
    async unsubscribeFirebase(_parent, args, ctx) {
      const token = parsePushToken(args.token);
      if (typeof token === 'string') throw new GraphQlInputException(PROBLEMS[token]);
      const outcome = await removeBrowserSubscription(ctx.db, token, await currentCustomerId(ctx));
      if (outcome === 'not-yours') throw new GraphQlAuthorizationException(PROBLEMS[outcome]);
      return outcome === 'removed' ? { result: true, message: null } : { result: false, message: translate(ctx.store.locale, PROBLEMS[outcome]) };
    },
  },
};
