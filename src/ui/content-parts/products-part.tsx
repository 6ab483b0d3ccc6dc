// A products / category block with real catalogue products: the catalogue's own cards (price display, stock,
// add-to-cart slot) handed to the renderer's grid or carousel. Nothing is shown for an empty result.
import type { ItemsLayout, ProductListRequest } from '../content';
import { ProductCard } from '../catalog/product-card';
import { ResourceStates } from '../catalog/resource-states';
import { useCatalogClient } from '../catalog/use-catalog-client';
import { useResource } from '../common/use-resource';
import { fetchContentProducts } from '../../api/content/content-products';
import { planProducts } from './product-plan';
import '../catalog/catalog.css';

export default function ProductsPart({ request, layout }: { request: ProductListRequest; layout: ItemsLayout }) {
  const client = useCatalogClient();
  const plan = planProducts(request);
  const { status, data, retry } = useResource(() => (plan ? fetchContentProducts(client, plan) : Promise.resolve(null)));
  if (status === 'missing') return null;
  if (status !== 'ready') return <ResourceStates status={status} retry={retry} />;
  if (!data || data.items.length === 0) return null;
  return layout(
    data.items.map((product) => ({
      key: product.uid,
      node: <ProductCard product={product} rule={data.rules[product.sku] ?? null} brandLabel={product.brandCode ? data.brandNames[product.brandCode] : null} />,
    })),
  );
}
