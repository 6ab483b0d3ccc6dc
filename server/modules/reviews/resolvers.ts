import type { Selectable } from 'kysely';
import type { ProductReviewTable } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { ResolversTypes, Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { productShapes } from '../catalog/product/product-shape';
import { currentCustomerId, requireCustomerId } from '../customers/current-customer';
import { configValue } from '../customers/store-settings';
import { aspectName, averagePercent, decodeVotes, RATING_ASPECTS, RATING_VALUES, ratingId, ratingValueId } from './review-ratings';

type ReviewRow = Selectable<ProductReviewTable>;

const MAX_PAGE_SIZE = 100;
const LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

function magentoDate(value: Date): string {
  return value.toISOString().replace('T', ' ').slice(0, 19);
}

async function reviewOutputs(ctx: GraphQLContext, rows: readonly ReviewRow[]): Promise<ResolversTypes['ProductReview'][]> {
  const byId = new Map<number, Awaited<ReturnType<typeof productShapes>>[number]>();
  for (const shape of await productShapes(ctx, [...new Set(rows.map((row) => row.product_id))])) {
    // productShape() builds plain objects; awaiting only reads the id through the wrapper type.
    byId.set(Number((await shape).id), shape);
  }
  return rows.flatMap((row) => {
    const product = byId.get(row.product_id);
    if (!product) return [];
    return [{
      product,
      review_id: row.review_id,
      summary: row.summary,
      text: row.text,
      nickname: row.nickname,
      created_at: magentoDate(row.created_at),
      average_rating: averagePercent(row.ratings),
      ratings_breakdown: row.ratings.map((vote) => {
        const aspect = RATING_ASPECTS.find((candidate) => candidate.code === vote.name);
        return { name: aspect ? aspectName(aspect, ctx.store.locale) : vote.name, value: String(vote.value) };
      }),
    }];
  });
}

function requiredText(field: keyof typeof LIMITS, value: string): string {
  const text = value.trim();
  if (text === '') throw new GraphQlInputException(msg('"{field}" is a required value.', { field }));
  if (text.length > LIMITS[field]) throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field, max: LIMITS[field] }));
  return text;
}

/** Magento_ReviewGraphQl: a customer's own reviews, writing a review, and the rating aspects. */
export const resolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata(_parent, _args, ctx) {
      return {
        items: RATING_ASPECTS.map((aspect) => ({
          id: ratingId(aspect),
          name: aspectName(aspect, ctx.store.locale),
          values: RATING_VALUES.map((value) => ({ value_id: ratingValueId(aspect, value), value: String(value) })),
        })),
      };
    },
  },
  Customer: {
    // Always the token's customer: a Customer object can only be reached through the signed-in request.
    async reviews(_parent, { pageSize, currentPage }, ctx) {
      const customerId = await requireCustomerId(ctx);
      const size = Math.min(Math.max(1, pageSize ?? 20), MAX_PAGE_SIZE);
      const page = Math.max(1, currentPage ?? 1);
      const [rows, total] = await Promise.all([
        ctx.db.selectFrom('product_review').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('review_id', 'desc').limit(size).offset((page - 1) * size).execute(),
        ctx.db.selectFrom('product_review').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow(),
      ]);
      const count = Number(total.n);
      return { items: await reviewOutputs(ctx, rows), page_info: { page_size: size, current_page: page, total_pages: Math.max(1, Math.ceil(count / size)) } };
    },
  },
  Mutation: {
    async createProductReview(_parent, { input }, ctx) {
      const customerId = await currentCustomerId(ctx);
      if (customerId === null && (await configValue(ctx, 'catalog/review/allow_guest')) !== '1') {
        throw new GraphQlAuthorizationException(msg("Guest customers aren't allowed to add product reviews."));
      }
      const product = await ctx.db.selectFrom('product').select(['product_id']).where('sku', '=', input.sku).where('status', '=', 1).executeTakeFirst();
      if (!product) throw new GraphQlNoSuchEntityException(msg('Could not find a product with SKU "{sku}"', { sku: input.sku }));
      const votes = decodeVotes(input.ratings);
      if (votes === null || votes.length === 0) throw new GraphQlInputException(msg('Incorrect rating values were provided.'));
      const row = await ctx.db
        .insertInto('product_review')
        .values({
          product_id: product.product_id,
          customer_id: customerId,
          store_id: ctx.store.id,
          nickname: requiredText('nickname', input.nickname),
          summary: requiredText('summary', input.summary),
          text: requiredText('text', input.text),
          ratings: JSON.stringify(votes.map((vote) => ({ name: vote.code, value: vote.value }))),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [review] = await reviewOutputs(ctx, [row]);
      if (!review) throw new GraphQlNoSuchEntityException(msg('Could not find a product with SKU "{sku}"', { sku: input.sku }));
      return { review };
    },
  },
};
