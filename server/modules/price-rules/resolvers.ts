import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { storeLanguage } from '../../i18n/store-language';

/**
 * Product group price rules for a list of skus and a mode (the customer group's rule set, 'default' for
 * guests): hide the price (1), replace it with content in the store's language (2), hide the cart button.
 * Skus without a rule are left out, as the module does.
 */
export const resolvers: Resolvers = {
  Query: {
    async productGroupRuleList(_root, args, ctx) {
      const skus = (args.skus ?? []).filter((sku): sku is string => typeof sku === 'string' && sku !== '');
      if (skus.length === 0) return [];
      const rows = await ctx.db.selectFrom('product_group_rule').selectAll()
        .where('sku', 'in', skus).where('mode', '=', args.mode ?? 'default').orderBy('rule_id').execute();
      const english = storeLanguage(ctx.store) === 'en';
      return rows.map((row) => ({
        sku: row.sku,
        hide_cart: row.hide_cart,
        price_action: row.price_action,
        price_content: { content: (english ? row.price_content_en : row.price_content_th) ?? row.price_content_th ?? '' },
      }));
    },
  },
};
