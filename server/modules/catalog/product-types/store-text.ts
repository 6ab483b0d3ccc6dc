import type { GraphQLContext } from '../../../graphql/context';

/**
 * Option, bundle and link titles are stored once per language (title_th/title_en), not per store view row;
 * the store view's locale picks one, the same rule product-links.ts uses for attribute labels.
 */
export function isEnglishStore(ctx: GraphQLContext): boolean {
  return ctx.store.locale.toLowerCase().startsWith('en');
}

export function storeText(ctx: GraphQLContext, texts: { th: string; en: string }): string {
  return isEnglishStore(ctx) ? texts.en : texts.th;
}
