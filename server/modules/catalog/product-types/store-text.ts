import type { GraphQLContext } from '../../../graphql/context';
import { inLanguage, storeLanguage } from '../../../i18n/store-language';

/**
 * Option, bundle and link titles are stored once per language (title_th/title_en), not per store view row;
 * the store view's locale picks one, the same rule product-links.ts uses for attribute labels.
 */
export function isEnglishStore(ctx: GraphQLContext): boolean {
  return storeLanguage(ctx.store) === 'en';
}

export function storeText(ctx: GraphQLContext, texts: { th: string; en: string }): string {
  return inLanguage(storeLanguage(ctx.store), texts);
}
