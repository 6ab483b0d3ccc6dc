import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { GraphQLContext } from '../../graphql/context';

/**
 * An anonymous visitor's cookie choices are kept against a random id in an HttpOnly cookie: it only remembers
 * the choice itself, which makes it essential (no consent is needed to store a refusal).
 */
export const VISITOR_COOKIE = 'talat_cookie_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const VALID_ID = /^[0-9a-f]{32}$/;

function replyOf(ctx: GraphQLContext): FastifyReply | undefined {
  return (ctx as GraphQLContext & { reply?: FastifyReply }).reply;
}

export function readVisitorId(ctx: GraphQLContext): string | null {
  const header = replyOf(ctx)?.request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=');
      return VALID_ID.test(value) ? value : null;
    }
  }
  return null;
}

/** The visitor's id, creating one (and its cookie on the answer) when the browser has none. */
export function ensureVisitorId(ctx: GraphQLContext): string {
  const existing = readVisitorId(ctx);
  if (existing) return existing;
  const id = randomBytes(16).toString('hex');
  const reply = replyOf(ctx);
  const secure = reply?.request.protocol === 'https' ? '; Secure' : '';
  reply?.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return id;
}
