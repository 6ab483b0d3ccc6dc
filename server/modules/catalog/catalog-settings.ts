import type { GraphQLContext } from '../../graphql/context';
import { baseCurrency, displayCurrency, type DisplayCurrency } from './price/display-currency';
import type { TaxDisplayType } from './price/price-output';
import { perRequest } from './request-scope';
import { sharedUntilDataChanges } from './version-cache';

/** The catalogue settings a request needs, read once per request from config (store scope over default). */
export interface CatalogSettings {
  currency: DisplayCurrency;
  taxDisplay: TaxDisplayType;
  productUrlSuffix: string;
  categoryUrlSuffix: string;
  rootCategoryId: number;
  gridPerPage: number;
  defaultSortBy: string;
  /** Reference time for special prices, fixed per request so every figure in one answer agrees. */
  now: Date;
}

const PATHS = [
  'catalog/seo/product_url_suffix',
  'catalog/seo/category_url_suffix',
  'catalog/category/root_id',
  'catalog/frontend/grid_per_page',
  'catalog/frontend/default_sort_by',
  'tax/display/type',
  'currency/options/allow',
] as const;

type StoredSettings = Omit<CatalogSettings, 'now'>;

async function loadSettings(ctx: GraphQLContext): Promise<StoredSettings> {
  const [rows, store] = await Promise.all([
    ctx.db
      .selectFrom('config')
      .select(['scope_id', 'path', 'value'])
      .where('path', 'in', [...PATHS])
      .where('scope_id', 'in', [0, ctx.store.id])
      .execute(),
    ctx.db.selectFrom('store').select(['default_display_currency', 'base_currency']).where('store_id', '=', ctx.store.id).executeTakeFirst(),
  ]);
  const value = (path: (typeof PATHS)[number]): string | null => {
    const scoped = rows.find((row) => row.path === path && row.scope_id === ctx.store.id);
    return (scoped ?? rows.find((row) => row.path === path && row.scope_id === 0))?.value ?? null;
  };
  const base = store?.base_currency ?? ctx.store.baseCurrency;
  const allowed = (value('currency/options/allow') ?? base).split(',').map((code) => code.trim());
  const wanted = ctx.currency && allowed.includes(ctx.currency) ? ctx.currency : (store?.default_display_currency ?? base);
  const rate = wanted === base
    ? null
    : await ctx.db.selectFrom('currency_rate').select('rate').where('base', '=', base).where('target', '=', wanted).executeTakeFirst();
  const taxDisplay = Number(value('tax/display/type') ?? '2');
  return {
    // A currency without a rate falls back to the base currency rather than showing wrong amounts.
    currency: rate ? displayCurrency(wanted, rate.rate) : baseCurrency(base),
    taxDisplay: taxDisplay === 1 || taxDisplay === 3 ? taxDisplay : 2,
    productUrlSuffix: value('catalog/seo/product_url_suffix') ?? '.html',
    categoryUrlSuffix: value('catalog/seo/category_url_suffix') ?? '.html',
    rootCategoryId: Number(value('catalog/category/root_id') ?? '2'),
    gridPerPage: Number(value('catalog/frontend/grid_per_page') ?? '12'),
    defaultSortBy: value('catalog/frontend/default_sort_by') ?? 'position',
  };
}

/** Config is kept per store view and display currency until data_version moves; `now` is per request. */
export function catalogSettings(ctx: GraphQLContext): Promise<CatalogSettings> {
  return perRequest(ctx, 'catalog-settings', async () => ({
    ...(await sharedUntilDataChanges(ctx.db, `catalog-settings:${ctx.store.id}:${ctx.currency ?? ''}`, () => loadSettings(ctx))),
    now: new Date(),
  }));
}
