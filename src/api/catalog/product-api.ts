// The product page: getProductDetail by url key plus the product's price rule ('detail' mode).
import type { GraphQLClient } from '../graphql-client';
import { GetProductDetailDocument } from '../../gql/generated/graphql';
import type { PriceRule, ProductDetail } from '../../domain/catalog-types';
import { fetchPriceRules } from './price-rules-api';
import { compact, toProductDetail } from './reshape-product';

export interface ProductPageData {
  product: ProductDetail;
  /** Rules by sku for the product, its variants, grouped items and cross-sells. */
  rules: Record<string, PriceRule>;
}

/** The url key without the product URL suffix ("jasmine-rice.html" → "jasmine-rice"). */
export function urlKeyOf(value: string, productSuffix: string): string {
  const key = value.replace(/^\/+/, '');
  return productSuffix && key.endsWith(productSuffix) ? key.slice(0, -productSuffix.length) : key;
}

export async function fetchProductPage(client: GraphQLClient, urlKey: string, categorySuffix: string): Promise<ProductPageData | null> {
  const { products } = await client.request(GetProductDetailDocument, { urlKey });
  const raw = compact(products?.items)[0];
  if (!raw) return null;
  const product = toProductDetail(raw, categorySuffix);
  const skus = [
    product.sku,
    ...product.variants.map((v) => v.sku),
    ...product.groupedItems.map((g) => g.product.sku),
    ...product.crossSells.map((c) => c.sku),
  ];
  return { product, rules: await fetchPriceRules(client, skus, 'detail') };
}
