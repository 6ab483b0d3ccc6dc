import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { brandList } from './brand-list';

/** Amasty Shop by Brand: all brands (A-Z page), the featured-brand slider and one brand by URL key. */
export const resolvers: Resolvers = {
  Query: {
    async ambrandlist(_root, args, ctx) {
      const items = await brandList(ctx, { imageWidth: args.imageWidth, imageHeight: args.imageHeight, displayZero: args.displayZero ?? false });
      const withCounts = args.showCount === false ? items.map((item) => ({ ...item, cnt: null })) : items;
      return { items: withCounts, all_letters: [...new Set(items.map((item) => item.letter ?? '#'))].sort() };
    },
    async ambrandslider(_root, args, ctx) {
      return { items: await brandList(ctx, { ...args, displayZero: args.displayZero ?? false, featuredOnly: true }) };
    },
    async ambrand(_root, args, ctx) {
      const [brand] = await brandList(ctx, { urlKey: args.url_key, displayZero: true });
      return brand ?? null;
    },
  },
};
