import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { toStoreView } from '../graphql/request-context';
import { msg, type Message } from '../i18n/message';
import { translate } from '../i18n/translate';
import { signInResult } from '../modules/customers/sign-in';
import { storeDirectoryFor, type StoreRow } from '../modules/store/store-directory';
import { callbackPage, RESULT_SCRIPT, RESULT_SCRIPT_PATH, type SocialLoginMessage } from './callback-page';
import { exchangeCode, verifyIdToken } from './id-token';
import { attemptStoreCode, consumeAttempt, consumeLinkTicket, startAttempt, ATTEMPT_SECONDS } from './login-attempts';
import { originOf } from './request-origin';
import { savePendingIdentity } from './pending-identities';
import { linkIdentity, signInWithIdentity, splitName, type SocialIdentity, type SocialOutcome } from './social-accounts';
import { callbackPath, enabledTypes, labelOf, providerFor, START_PATH, type SocialSetup } from './social-providers';
import { storeLanguage } from '../i18n/store-language';

export interface SocialLoginRouteOptions {
  db: Kysely<Database>;
  social: SocialSetup;
  customerTokenTtlSeconds: number;
}

/** The browser's copy of the attempt's state: only the callback path ever receives it. */
const STATE_COOKIE = 'talat_social_state';

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function stateCookie(request: FastifyRequest, type: string, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${encodeURIComponent(value)}; Path=${callbackPath(type)}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The storefront's side of social login: the button's popup opens START_PATH, which starts an attempt
 * (fresh state and nonce) and sends the browser to the provider; the provider sends it back to the
 * callback path of section 2, which checks state, exchanges the code, verifies the id token and its
 * nonce, signs in or links, and answers a page that posts section 3's message to the opener.
 */
export async function socialLoginRoutes(app: FastifyInstance, options: SocialLoginRouteOptions): Promise<void> {
  const { db } = options;

  async function storeFor(code: string): Promise<{ store: StoreRow; snapshot: Awaited<ReturnType<ReturnType<typeof storeDirectoryFor>['snapshot']>> }> {
    const snapshot = await storeDirectoryFor(db).snapshot();
    return { store: snapshot.byCode.get(code) ?? snapshot.defaultStore, snapshot };
  }

  function answer(reply: FastifyReply, store: StoreRow, message: SocialLoginMessage): FastifyReply {
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(callbackPage(message, storeLanguage(store)));
  }

  function failure(store: StoreRow, type: string, action: 'login' | 'link', message: Message, redirectWithError = false): SocialLoginMessage {
    return {
      token: '', result: 0, messages: [translate(store.locale, message)], redirect_data: { redirectWithError }, update: false,
      customer_expiration: 0, type, action, enable_gtm: '0', enable_gtm_ga4: '0',
    };
  }

  app.get(RESULT_SCRIPT_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(RESULT_SCRIPT));

  app.get(START_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const type = text(query.type).toLowerCase();
    const { store, snapshot } = await storeFor(text(query.store));
    const linkTicket = text(query.link);
    const action = linkTicket ? 'link' : 'login';
    const origin = originOf(request);
    const provider = enabledTypes(snapshot, store.store_id, options.social).includes(type)
      ? providerFor(type, origin, snapshot, store.store_id, options.social)
      : null;
    if (!provider) return answer(reply, store, failure(store, type, action, msg('{network} sign-in is not available.', { network: labelOf(type) })));
    let customerId: number | null = null;
    if (linkTicket) {
      customerId = await consumeLinkTicket(db, linkTicket, type);
      if (customerId === null) return answer(reply, store, failure(store, type, action, msg("The current customer isn't authorized.")));
    }
    const redirectUri = `${origin}${callbackPath(type)}`;
    const { state, nonce } = await startAttempt(db, { type, action, customerId, redirectUri, storeCode: store.code });
    const target = new URL(provider.authorizeUrl);
    target.search = new URLSearchParams({ response_type: 'code', client_id: provider.clientId, redirect_uri: redirectUri, scope: 'openid profile email', state, nonce }).toString();
    return reply.header('cache-control', 'no-store').header('set-cookie', stateCookie(request, type, state, ATTEMPT_SECONDS)).redirect(target.toString(), 302);
  });

  app.get<{ Params: { type: string } }>('/tsociallogin/social/login/type/:type/', async (request, reply) => {
    const type = request.params.type.toLowerCase();
    const query = request.query as Record<string, unknown>;
    reply.header('set-cookie', stateCookie(request, type, '', 0));
    const browserState = cookie(request, STATE_COOKIE);
    const attempt = await consumeAttempt(db, type, text(query.state), browserState);
    if (!attempt) {
      // The answer is still in the language of the popup this browser opened, when it opened one.
      const { store } = await storeFor(browserState ? ((await attemptStoreCode(db, browserState)) ?? '') : '');
      return answer(reply, store, failure(store, type, 'login', msg('The {network} sign-in could not be completed. Please try again.', { network: labelOf(type) })));
    }
    const { store, snapshot } = await storeFor(attempt.store_code);
    const fail = (message: Message, redirectWithError = false) => answer(reply, store, failure(store, type, attempt.action, message, redirectWithError));
    if (text(query.error)) return fail(msg('The {network} sign-in was cancelled.', { network: labelOf(type) }));
    const provider = providerFor(type, originOf(request), snapshot, store.store_id, options.social);
    if (!provider) return fail(msg('{network} sign-in is not available.', { network: labelOf(type) }));

    let outcome: SocialOutcome;
    let identity: SocialIdentity;
    try {
      const idToken = await exchangeCode(provider, text(query.code), attempt.redirect_uri);
      const claims = await verifyIdToken(provider, idToken, attempt.nonce);
      identity = {
        type,
        subject: String(claims.sub),
        name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : labelOf(type),
        email: typeof claims.email === 'string' && claims.email ? claims.email : null,
      };
      outcome = attempt.action === 'link' && attempt.customer_id !== null
        ? await linkIdentity(db, attempt.customer_id, identity)
        : await signInWithIdentity(db, identity, { origin: originOf(request), storeCode: store.code });
    } catch (error) {
      request.log.warn({ err: error, type }, 'social sign-in failed');
      return fail(msg('The {network} sign-in could not be completed. Please try again.', { network: labelOf(type) }));
    }
    if (outcome.kind === 'refused') return fail(outcome.message, true);
    if (outcome.kind === 'needs-update') {
      // The account is finished at /social/account/update, prefilled from the provider's claims.
      const ticket = await savePendingIdentity(db, identity, store.code);
      return answer(reply, store, {
        token: '', result: 1, messages: [], redirect_data: { redirectWithError: false }, update: true,
        customer_expiration: 0, type, action: 'login', enable_gtm: '0', enable_gtm_ga4: '0',
        account_data: { ticket, ...splitName(identity.name), email: identity.email ?? '' },
      });
    }
    if (outcome.kind === 'linked') {
      return answer(reply, store, { ...failure(store, type, 'link', msg('Your {network} account is linked.', { network: labelOf(type) })), result: 1 });
    }
    const session = await signInResult({ db, store: toStoreView(store), customerTokenTtlSeconds: options.customerTokenTtlSeconds }, outcome.customerId);
    return answer(reply, store, {
      token: session.token, result: 1, messages: [], redirect_data: { redirectWithError: false }, update: false,
      customer_expiration: session.customer_expiration, type, action: 'login',
      enable_gtm: session.enable_gtm ?? '0', enable_gtm_ga4: session.enable_gtm_ga4 ?? '0',
    });
  });
}
