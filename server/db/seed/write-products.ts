import { insertRows, type Row } from './insert-rows';
import type { ProductDraft } from './product-draft';
import { buildSearchText } from './search-text';
import type { SeedContext } from './seed-context';
import { STORE_VIEWS } from './seed-context';

/**
 * Writes drafts with the rows around them (texts with search text, category links, attribute values,
 * media and URL rewrites) in multi-row inserts. Parents before children: rows reference product ids.
 */
export async function writeProducts(ctx: SeedContext, drafts: readonly ProductDraft[]): Promise<void> {
  const products: Row<'product'>[] = [];
  const texts: Row<'product_text'>[] = [];
  const links: Row<'product_category'>[] = [];
  const values: Row<'product_attribute_value'>[] = [];
  const media: Row<'product_media'>[] = [];
  const rewrites: Row<'url_rewrite'>[] = [];

  for (const draft of drafts) {
    const id = draft.row.product_id;
    products.push(draft.row);
    for (const view of STORE_VIEWS) {
      const text = draft.text[view.lang];
      const name = text.name;
      const categoryNames = draft.categories.flatMap(({ category }) => category.trail.map((t) => t[view.lang]));
      texts.push({
        product_id: id,
        store_id: view.storeId,
        name,
        description: text.description,
        short_description: text.short_description,
        meta_title: name,
        meta_keywords: [name, draft.brand?.label[view.lang]].filter(Boolean).join(', '),
        meta_description: stripTags(text.short_description),
        search_text: buildSearchText([name, draft.row.sku, draft.brand?.label[view.lang], ...new Set(categoryNames)]),
      });
      if (draft.row.visibility !== 1) {
        rewrites.push({ store_id: view.storeId, request_path: `${draft.row.url_key}.html`, target_path: `catalog/product/view/id/${id}`, entity_type: 'PRODUCT', entity_id: id, redirect_type: 0 });
      }
    }
    for (const { category, position } of draft.categories) links.push({ product_id: id, category_id: category.id, position });
    for (const { code, optionId } of draft.attributes) values.push({ product_id: id, attribute_code: code, option_id: optionId, value_text: null });
    draft.images.forEach((file, index) => {
      media.push({ media_id: 0, product_id: id, file, label: draft.text.en.name, position: index + 1, disabled: false, media_type: 'image' });
    });
  }

  // media_id has no sequence: number them after the highest one already stored.
  const last = await ctx.db.selectFrom('product_media').select((eb) => eb.fn.max('media_id').as('max')).executeTakeFirst();
  let nextMedia = Number(last?.max ?? 0) + 1;
  for (const row of media) row.media_id = nextMedia++;

  await insertRows(ctx.db, 'product', products);
  await insertRows(ctx.db, 'product_text', texts);
  await insertRows(ctx.db, 'product_category', links);
  await insertRows(ctx.db, 'product_attribute_value', values);
  await insertRows(ctx.db, 'product_media', media);
  await insertRows(ctx.db, 'url_rewrite', rewrites);
}

function stripTags(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}
