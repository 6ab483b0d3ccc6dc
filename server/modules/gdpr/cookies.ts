import type { GraphQLContext } from '../../graphql/context';
import type { AmCookieData } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { textsFor } from './store-texts';

export interface CookieOwner {
  customerId: number | null;
  visitorId: string | null;
}

/** The owner's latest choice (group codes), or null when none was made since the groups last changed. */
export async function choiceOf(ctx: Pick<GraphQLContext, 'db'>, owner: CookieOwner): Promise<string[] | null> {
  const ids = await latestChoice(ctx, owner);
  if (ids === null) return null;
  const groups = await ctx.db.selectFrom('cookie_group').select(['group_id', 'code']).orderBy('sort_order').execute();
  return groups.filter((g) => ids.includes(g.group_id)).map((g) => g.code);
}

async function latestChoice(ctx: Pick<GraphQLContext, 'db'>, owner: CookieOwner): Promise<number[] | null> {
  if (owner.customerId === null && owner.visitorId === null) return null;
  let query = ctx.db.selectFrom('cookie_consent').select(['group_ids', 'created_at']);
  query = owner.customerId !== null ? query.where('customer_id', '=', owner.customerId) : query.where('visitor_id', '=', owner.visitorId);
  const row = await query.orderBy('consent_id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  const last = await lastUpdate(ctx);
  // A choice made before the groups changed is void: the shopper is asked again.
  if (last !== null && new Date(row.created_at).getTime() < last.getTime()) return null;
  return row.group_ids;
}

async function lastUpdate(ctx: Pick<GraphQLContext, 'db'>): Promise<Date | null> {
  const row = await ctx.db.selectFrom('cookie_group').select((eb) => eb.fn.max('updated_at').as('last')).executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/** The groups with `checked` from the owner's choice (essential groups always checked) and lastUpdate. */
export async function cookieData(ctx: GraphQLContext, owner: CookieOwner): Promise<AmCookieData> {
  const groups = await ctx.db.selectFrom('cookie_group').selectAll().orderBy('sort_order').orderBy('group_id').execute();
  const chosen = await latestChoice(ctx, owner);
  const last = await lastUpdate(ctx);
  return {
    groupData: groups.map((g) => {
      const texts = textsFor(g.texts, ctx.store.code);
      return {
        groupId: g.group_id,
        code: g.code,
        name: texts?.name ?? g.code,
        description: texts?.description ?? null,
        isEssential: g.is_essential,
        checked: g.is_essential || (chosen?.includes(g.group_id) ?? false),
      };
    }),
    lastUpdate: last ? last.toISOString() : null,
  };
}

/** Reads saveCustomCookie's groupData: a JSON array of group ids ("[1,3]"); unknown ids are refused. */
export async function parseChosenGroups(ctx: GraphQLContext, groupData: string): Promise<number[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(groupData);
  } catch {
    parsed = undefined;
  }
  const ids = Array.isArray(parsed) ? (parsed as unknown[]).map((v): unknown => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) : null;
  if (!ids || !ids.every((v): v is number => Number.isInteger(v))) {
    throw new GraphQlInputException(msg('groupData must be a JSON array of cookie group ids.'));
  }
  const groups = await ctx.db.selectFrom('cookie_group').select(['group_id', 'is_essential']).execute();
  const unknown = ids.find((id) => !groups.some((g) => g.group_id === id));
  if (unknown !== undefined) throw new GraphQlInputException(msg('Unknown cookie group {id}.', { id: unknown }));
  // Essential groups are always on, whatever was sent.
  return [...new Set([...groups.filter((g) => g.is_essential).map((g) => g.group_id), ...ids])].sort((a, b) => a - b);
}

export async function allGroupIds(ctx: GraphQLContext): Promise<number[]> {
  const groups = await ctx.db.selectFrom('cookie_group').select('group_id').orderBy('group_id').execute();
  return groups.map((g) => g.group_id);
}

export async function saveChoice(ctx: GraphQLContext, owner: CookieOwner, groupIds: number[]): Promise<void> {
  await ctx.db
    .insertInto('cookie_consent')
    .values({ customer_id: owner.customerId, visitor_id: owner.customerId === null ? owner.visitorId : null, group_ids: JSON.stringify(groupIds) })
    .execute();
}
