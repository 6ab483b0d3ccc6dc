import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SignJWT } from 'jose';
import type { Database } from '../db/types';
import { hashToken, newSecret } from '../modules/customers/customer-tokens';
import { isValidEmail } from '../modules/customers/customer-fields';
import { storeDirectoryFor } from '../modules/store/store-directory';
import { authorizePage, sandboxErrorPage, type AuthorizeRequest } from './sandbox-pages';
import { SANDBOX_IDENTITIES } from './sandbox-identities';
import { callbackPath, providerFor, SANDBOX_PREFIX, type SocialProvider, type SocialSetup } from './social-providers';
import { originOf } from './request-origin';

/** Codes live as long as LINE's (10 minutes) and are single use. */
const CODE_SECONDS = 600;
const ID_TOKEN_SECONDS = 3600;

export interface SandboxRouteOptions {
  db: Kysely<Database>;
  social: SocialSetup;
}

type Fields = Record<string, string | undefined>;

function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}

/**
 * The sandbox OpenID Connect provider (development and tests; a type with a real provider configured has
 * none): /social-sandbox/<type>/authorize (consent page), /social-sandbox/<type>/token (code exchange).
 * It checks what a real provider checks: client id and secret, the exact redirect URI, response_type=code,
 * openid scope, state and nonce present, codes single use and short-lived.
 */
export async function sandboxProviderRoutes(app: FastifyInstance, options: SandboxRouteOptions): Promise<void> {
  const { db } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function sandboxFor(request: FastifyRequest, type: string): Promise<SocialProvider | null> {
    const snapshot = await storeDirectoryFor(db).snapshot();
    const provider = providerFor(type, originOf(request), snapshot, snapshot.defaultStore.store_id, options.social);
    return provider?.sandbox ? provider : null;
  }

  /** The checked request, or the reason it is refused (shown on the page, never redirected: RFC 6749 4.1.2.1). */
  function checkRequest(request: FastifyRequest, provider: SocialProvider, fields: Fields): AuthorizeRequest | string {
    if (fields.response_type !== 'code') return 'response_type must be code';
    if (fields.client_id !== provider.clientId) return 'Unknown client_id';
    if (fields.redirect_uri !== `${originOf(request)}${callbackPath(provider.type)}`) return 'redirect_uri is not registered for this client';
    const scopes = (fields.scope ?? '').split(' ');
    if (!scopes.includes('openid')) return 'scope must include openid';
    if (!fields.state || !fields.nonce) return 'state and nonce are required';
    return { type: provider.type, label: provider.label, clientId: provider.clientId, redirectUri: fields.redirect_uri, state: fields.state, nonce: fields.nonce, scope: scopes.join(' ') };
  }

  app.get<{ Params: { type: string } }>(`${SANDBOX_PREFIX}/:type/authorize`, async (request, reply) => {
    const provider = await sandboxFor(request, request.params.type);
    if (!provider) return reply.code(404).type('text/plain').send('Not found');
    const checked = checkRequest(request, provider, fieldsOf(request.query));
    if (typeof checked === 'string') return reply.code(400).type('text/html; charset=utf-8').send(sandboxErrorPage(checked));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(authorizePage(checked, request.url.split('?')[0] ?? ''));
  });

  app.post<{ Params: { type: string } }>(`${SANDBOX_PREFIX}/:type/authorize`, async (request, reply) => {
    const provider = await sandboxFor(request, request.params.type);
    if (!provider) return reply.code(404).type('text/plain').send('Not found');
    const fields = fieldsOf(request.body);
    const checked = checkRequest(request, provider, fields);
    if (typeof checked === 'string') return reply.code(400).type('text/html; charset=utf-8').send(sandboxErrorPage(checked));
    const back = new URL(checked.redirectUri);
    if (fields.decision !== 'approve') {
      back.search = new URLSearchParams({ error: 'access_denied', error_description: 'The user cancelled the sign-in.', state: checked.state }).toString();
      return reply.redirect(back.toString(), 302);
    }
    const preset = fields.identity === 'custom' ? null : SANDBOX_IDENTITIES[Number(fields.identity ?? '0')];
    const identity = preset ?? { subject: fields.subject?.trim() ?? '', name: fields.name?.trim() ?? '', email: fields.email?.trim() || null };
    const problem = !/^[A-Za-z0-9_-]{1,64}$/.test(identity.subject)
      ? 'The user id must be 1 to 64 letters, digits, - or _.'
      : identity.name === '' || identity.name.length > 100
        ? 'The display name is required (at most 100 characters).'
        : identity.email !== null && !isValidEmail(identity.email)
          ? 'The email address is not valid.'
          : null;
    if (problem) return reply.code(400).type('text/html; charset=utf-8').send(authorizePage(checked, request.url, problem));
    const code = newSecret();
    await db
      .insertInto('sandbox_oidc_code')
      .values({
        code_hash: hashToken(code),
        client_id: checked.clientId,
        redirect_uri: checked.redirectUri,
        nonce: checked.nonce,
        subject: identity.subject,
        name: identity.name,
        email: identity.email,
        picture: null,
        expires_at: new Date(Date.now() + CODE_SECONDS * 1000),
      })
      .execute();
    back.search = new URLSearchParams({ code, state: checked.state }).toString();
    return reply.redirect(back.toString(), 302);
  });

  app.post<{ Params: { type: string } }>(`${SANDBOX_PREFIX}/:type/token`, async (request, reply: FastifyReply) => {
    const provider = await sandboxFor(request, request.params.type);
    if (!provider) return reply.code(404).send({ error: 'not_found' });
    const fields = fieldsOf(request.body);
    const refuse = (error: string, description: string, status = 400) =>
      reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
    if (fields.grant_type !== 'authorization_code') return refuse('unsupported_grant_type', 'grant_type must be authorization_code');
    if (fields.client_id !== provider.clientId || fields.client_secret !== provider.clientSecret) return refuse('invalid_client', 'Client authentication failed', 401);
    // Spent in the same statement that finds it: a code replayed, even at the same moment, finds nothing.
    const row = await db
      .updateTable('sandbox_oidc_code')
      .set({ used_at: new Date() })
      .where('code_hash', '=', hashToken(fields.code ?? ''))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
    if (!row || row.client_id !== provider.clientId) return refuse('invalid_grant', 'The authorization code is invalid, expired or already used');
    if (row.redirect_uri !== fields.redirect_uri) return refuse('invalid_grant', 'redirect_uri does not match the authorization request');
    const claims: Record<string, unknown> = { nonce: row.nonce, name: row.name, amr: ['linesso'] };
    if (row.email) claims.email = row.email;
    if (row.picture) claims.picture = row.picture;
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(provider.issuer)
      .setSubject(row.subject)
      .setAudience(provider.clientId)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
      .sign(new TextEncoder().encode(provider.clientSecret));
    return reply.header('cache-control', 'no-store').send({
      access_token: newSecret(),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_SECONDS,
      scope: 'openid profile email',
      id_token: idToken,
    });
  });
}
