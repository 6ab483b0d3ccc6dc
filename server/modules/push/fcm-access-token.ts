import type { Agent } from 'node:https';
import { importPKCS8, SignJWT } from 'jose';
import type { ServiceAccount } from './firebase-service-account';
import { httpsPost } from './https-post';

/** The one OAuth scope sending with FCM HTTP v1 needs. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** A token is renewed this long before it runs out, so no send carries one that expires on the way. */
const RENEW_BEFORE_MS = 5 * 60_000;

export interface AccessTokens {
  /** A bearer token for FCM, from the cache while it has more than 5 minutes left. */
  get(): Promise<string>;
  /** FCM refused the token (401): the next get makes a new one. */
  forget(): void;
}

/**
 * OAuth 2.0 access tokens for a service account, by the JWT bearer grant (RFC 7523) Google documents for server
 * to server calls: an RS256 assertion signed with the account's key (iss the account, aud and the exchange at
 * the key file's token_uri, scope firebase.messaging, one hour), exchanged for an access token.
 * Signed with jose; the exchange is one form POST. google-auth-library was not used: it posts to
 * oauth2.googleapis.com whatever token_uri says (docs/decisions/dependencies.md).
 */
export function fcmAccessTokens(account: ServiceAccount, agent?: Agent): AccessTokens {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  let key: Promise<CryptoKey> | null = null;

  async function fetchToken(): Promise<string> {
    key ??= importPKCS8(account.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await key);
    const form = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString();
    const answer = await httpsPost(account.tokenUri, form, { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, { agent });
    let parsed: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } = {};
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      // A proxy's HTML error page: reported by status below.
    }
    if (answer.status !== 200 || typeof parsed.access_token !== 'string') {
      const reason = [parsed.error, parsed.error_description].filter((part) => typeof part === 'string').join(': ');
      throw new Error(`The service account's token exchange answered ${answer.status}${reason ? ` (${reason})` : ''}`);
    }
    const lifetimeMs = (typeof parsed.expires_in === 'number' ? parsed.expires_in : 3600) * 1000;
    cached = { token: parsed.access_token, expiresAt: Date.now() + lifetimeMs };
    return parsed.access_token;
  }

  return {
    get() {
      if (cached && cached.expiresAt - RENEW_BEFORE_MS > Date.now()) return Promise.resolve(cached.token);
      // Concurrent sends share one exchange.
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    forget() {
      cached = null;
    },
  };
}
