// The app's implementations of the content renderer's data hooks (ContentEnvironment render* parts): products and
// category blocks with catalogue cards, buy often, brands, the banner manager and the am-form. Each part is its own
// lazily loaded chunk, so the first visit pays only for the parts the page shows, once they near the viewport.
// Wishlist blocks show the signed-in customer's shopping-list products (src/ui/lists).
import { Suspense, type ReactNode } from 'react';
import { lazyModule } from '../common/lazy-module';
import type { ContentParts } from '../providers/content-environment';

const ProductsPart = lazyModule('content-parts/products', async () => (await import('./products-part')).default);
const BuyOftenPart = lazyModule('content-parts/buy-often', async () => (await import('./buy-often-part')).default);
const BrandsPart = lazyModule('content-parts/brands', async () => (await import('./brands-part')).default);
const BannerManagerPart = lazyModule('content-parts/banner-manager', async () => (await import('./banner-manager-part')).default);
const CustomFormPart = lazyModule('content-parts/custom-form', async () => (await import('./custom-form-part')).default);
const WishlistPart = lazyModule('content-parts/wishlist', async () => (await import('./wishlist-part')).default);

const suspended = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

export const contentParts: ContentParts = {
  renderProducts(request, layout) {
    if (request.source === 'wishlist') return suspended(<WishlistPart limit={request.limit} layout={layout} />);
    if (request.source === 'buyoften') return suspended(<BuyOftenPart />);
    return suspended(<ProductsPart request={request} layout={layout} />);
  },
  renderBrands: ({ limit }, layout) => suspended(<BrandsPart limit={limit} layout={layout} />),
  renderBannerManager: ({ sliderId }, layout) => suspended(<BannerManagerPart sliderId={sliderId} layout={layout} />),
  renderCustomForm: (form) => suspended(<CustomFormPart form={form} />),
};
