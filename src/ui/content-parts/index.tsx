// The app's implementations of the content renderer's data hooks (ContentEnvironment render* parts): products and
// category blocks with catalogue cards, buy often, brands, the banner manager and the am-form. Each part is its own
// lazily loaded chunk, so the first visit pays only for the parts the page shows, once they near the viewport.
// Wishlist blocks show the signed-in customer's shopping-list products (src/ui/lists).
import { lazy, Suspense, type ReactNode } from 'react';
import type { ContentParts } from '../providers/content-environment';

const ProductsPart = lazy(() => import('./products-part'));
const BuyOftenPart = lazy(() => import('./buy-often-part'));
const BrandsPart = lazy(() => import('./brands-part'));
const BannerManagerPart = lazy(() => import('./banner-manager-part'));
const CustomFormPart = lazy(() => import('./custom-form-part'));
const WishlistPart = lazy(() => import('./wishlist-part'));

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
