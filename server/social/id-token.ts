import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SocialProvider } from './social-providers';

const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * The provider's id token, verified: signature (HS256 with the channel secret, as LINE signs web-login
 * tokens, or the provider's published keys when it has a JWKS URL), issuer, audience (our client id),
 * expiry, and the nonce this attempt sent. Throws when anything is off.
 */
export async function verifyIdToken(provider: SocialProvider, idToken: string, nonce: string): Promise<JWTPayload> {
  const options = { issuer: provider.issuer, audience: provider.clientId, clockTolerance: 30 };
  let payload: JWTPayload;
  if (provider.jwksUrl) {
    let keys = remoteKeySets.get(provider.jwksUrl);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(provider.jwksUrl));
      remoteKeySets.set(provider.jwksUrl, keys);
    }
    ({ payload } = await jwtVerify(idToken, keys, { ...options, algorithms: ['RS256', 'ES256'] }));
  } else {
    ({ payload } = await jwtVerify(idToken, new TextEncoder().encode(provider.clientSecret), { ...options, algorithms: ['HS256'] }));
  }
  if (payload.nonce !== nonce) throw new Error('The id token nonce does not match this sign-in attempt');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('The id token has no subject');
  return payload;
}

/** Trades the authorisation code for tokens at the provider's token endpoint (server to server). */
export async function exchangeCode(provider: SocialProvider, code: string, redirectUri: string): Promise<string> {
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: provider.clientId, client_secret: provider.clientSecret }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (!response.ok || typeof body.id_token !== 'string') throw new Error(`Token exchange refused: ${response.status} ${typeof body.error === 'string' ? body.error : JSON.stringify(body.error ?? '')}`);
  return body.id_token;
}
