// The breadcrumb rules the product and category pages show and the server's head repeats as JSON-LD
// (src/api/catalog/reshape-product.ts, server/render/page-outcome.ts): one definition, so the two never disagree.

/** A product's trail runs through its deepest category (the first of equal depth): null when it has none. */
export function deepestCategory<C extends { level?: number | null }>(categories: ReadonlyArray<C | null> | null | undefined): C | null {
  return (categories ?? []).reduce<C | null>((best, category) => (category && (!best || (category.level ?? 0) > (best.level ?? 0)) ? category : best), null);
}

/** A category's ancestors (Magento's `breadcrumbs`), top level first. */
export function ancestorsTopDown<B extends { category_level?: number | null }>(breadcrumbs: ReadonlyArray<B | null> | null | undefined): B[] {
  return (breadcrumbs ?? []).flatMap((crumb) => (crumb ? [crumb] : [])).sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0));
}
