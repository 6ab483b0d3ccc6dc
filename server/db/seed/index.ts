import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';
import { insertRows } from './insert-rows';
import { planCatalogue } from './catalogue-plan';
import { DEFAULT_CONTENT_DIR, seedCms } from './cms';
import { seedDeliveryAreas } from './delivery-areas';
import { seedPopups } from './popups';
import { seedPrivacy } from './privacy';
import { seedCartDemo } from '../../modules/promotions/demo-seed';
import { ImageQueue } from './media-images';
import { queueShippingIcons, type ProductDraft } from './product-draft';
import { seedProductExtras } from './product-extras';
import { buildComposites } from './products-composite';
import { buildConfigurables } from './products-configurable';
import { buildServicesAndGifts } from './products-services';
import { buildSimpleProduct } from './products-simple';
import type { SeedContext } from './seed-context';
import { HEADER_LOGO_SRC, seedStoresAndConfig } from './stores-and-config';
import { topUpProducts } from './top-up';
import { seedUrlRewrites } from './url-rewrites';
import { writeProducts } from './write-products';

export { buildSearchText, segmentWords } from './search-text';

/** Generated simple products in the demo; with the hand-built types the demo holds about 575 products. */
export const DEMO_SIMPLE_PRODUCTS = 480;

export interface SeedOptions {
  /** Where images are written (config.mediaDir). */
  mediaDir: string;
  /** Top the catalogue up to this many products (the demo alone has about 575). */
  products?: number;
  log?: (message: string) => void;
  /** Page Builder demo files (<identifier>.<th|en>.html); defaults to tests/fixtures/page-builder/demo. */
  contentDir?: string;
  /** Seed time; flash sales and pre-order dates are relative to it. */
  now?: Date;
}

export interface SeedResult {
  /** False when the database already held a shop (only a top-up may have run). */
  seeded: boolean;
  productsAdded: number;
}

/**
 * Seeds the demo shop into a migrated database. Does nothing when a store exists already (the server calls
 * this on every start), except topping up to `products` when asked.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const ctx: SeedContext = { db, mediaDir: options.mediaDir, now: options.now ?? new Date(), log: options.log ?? (() => {}) };
  const existing = await db.selectFrom('store').select('store_id').limit(1).executeTakeFirst();
  if (existing) {
    const added = options.products ? await topUpProducts(ctx, options.products) : 0;
    if (added) {
      await bumpDataVersion(db);
      await analyze(db);
    }
    ctx.log(added ? `Added ${added} products.` : 'The database is already seeded.');
    return { seeded: false, productsAdded: added };
  }

  const started = Date.now();
  const images = new ImageQueue(options.mediaDir);
  // One transaction: a failed seed leaves no store row behind, so the next start seeds again.
  await db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await seedStoresAndConfig(tctx);
    queueFixedImages(images);

    const { categories, brands, attributes, catalogue } = planCatalogue(ctx.now, images, new Set());
    await insertRows(trx, 'category', categories.rows);
    await insertRows(trx, 'category_text', categories.texts);
    await insertRows(trx, 'brand', brands.brands);
    await insertRows(trx, 'brand_text', brands.texts);
    await insertRows(trx, 'attribute', attributes.attributes);
    await insertRows(trx, 'attribute_option', attributes.options);
    ctx.log(`catalogue: ${categories.seeded.length + 2} categories, ${brands.seeded.length} brands`);

    const simples: ProductDraft[] = Array.from({ length: DEMO_SIMPLE_PRODUCTS }, (_, i) => buildSimpleProduct(catalogue, i + 1));
    let nextId = DEMO_SIMPLE_PRODUCTS + 1;
    const allocate = () => nextId++;
    const configurables = buildConfigurables(catalogue, allocate);
    const composites = buildComposites(catalogue, simples, allocate);
    const services = buildServicesAndGifts(catalogue, allocate);
    const drafts = [...simples, ...configurables.drafts, ...composites.drafts, ...services.drafts];
    await writeProducts(tctx, drafts);
    await insertRows(trx, 'configurable_attribute', configurables.attributes);
    await insertRows(trx, 'configurable_variant', configurables.variants);
    await insertRows(trx, 'bundle_option', composites.bundleOptions);
    await insertRows(trx, 'bundle_selection', composites.bundleSelections);
    await insertRows(trx, 'product_link', composites.links);
    await insertRows(trx, 'downloadable_link', services.downloadableLinks);
    await seedProductExtras(tctx, simples);
    ctx.log(`products: ${drafts.length}`);

    const pages = await seedCms(tctx, images, catalogue.byKey, brands.seeded, options.contentDir ?? DEFAULT_CONTENT_DIR);
    await seedUrlRewrites(tctx, categories.seeded, pages, simples);
    const areas = await seedDeliveryAreas(tctx);
    await seedCartDemo(tctx);
    await seedPrivacy(trx);
    const popups = await seedPopups(tctx);
    ctx.log(`content: ${pages.length} pages, ${areas} delivery areas, ${popups} popups`);

    const rendered = await images.render();
    ctx.log(`images: ${rendered} files in ${options.mediaDir}`);
  });
  // The top-up commits batch by batch, after the demo shop is in place.
  const productsAdded = options.products ? await topUpProducts(ctx, options.products) : 0;
  await bumpDataVersion(db);
  await analyze(db);
  ctx.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { seeded: true, productsAdded };
}

/** The images every seed draws whatever the catalogue: the header logo and the shipping services' icons. */
export function queueFixedImages(images: ImageQueue): void {
  images.add({ kind: 'logo', file: `logo/${HEADER_LOGO_SRC}`, title: 'talat ตลาด'.replace(/[^\x20-\x7e]/g, '').trim(), hue: 150 });
  queueShippingIcons(images);
}

/**
 * Planner statistics for the freshly filled tables. PGlite runs no autovacuum, so without this its plans
 * guess row counts for good; on PostgreSQL it spares the first requests waiting for autoanalyze.
 */
async function analyze(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** The GraphQL response cache keys on data_version.catalog: bump it so cached answers are dropped. */
async function bumpDataVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('data_version')
    .values({ scope: 'catalog', version: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ version: sql<number>`data_version.version + 1` }))
    .execute();
}
