import { planCatalogue } from './catalogue-plan';
import { ImageQueue } from './media-images';
import { buildSimpleProduct } from './products-simple';
import type { SeedContext } from './seed-context';
import { writeProducts } from './write-products';

/** Products per write: bounds memory and keeps each multi-row insert a few thousand rows. */
const BATCH = 2000;

/**
 * Adds generated simple products until the catalogue holds `target` products. New ids continue after the
 * highest one, so product N has the same sku and name whether it came from the first seed or a top-up.
 * Images are the shared per-noun files, rendered only when missing.
 */
export async function topUpProducts(ctx: SeedContext, target: number): Promise<number> {
  const count = Number((await ctx.db.selectFrom('product').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  if (count >= target) return 0;
  const maxId = Number((await ctx.db.selectFrom('product').select((eb) => eb.fn.max('product_id').as('max')).executeTakeFirstOrThrow()).max ?? 0);
  const usedUrlKeys = new Set((await ctx.db.selectFrom('product').select('url_key').execute()).map((r) => r.url_key));
  const images = new ImageQueue(ctx.mediaDir);
  const { catalogue } = planCatalogue(ctx.now, images, usedUrlKeys);

  const toAdd = target - count;
  const started = Date.now();
  for (let done = 0; done < toAdd; done += BATCH) {
    const size = Math.min(BATCH, toAdd - done);
    const drafts = Array.from({ length: size }, (_, i) => buildSimpleProduct(catalogue, maxId + done + i + 1));
    await ctx.db.transaction().execute((trx) => writeProducts({ ...ctx, db: trx }, drafts));
    ctx.log(`products: ${count + done + size}/${target} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await images.render();
  return toAdd;
}
