// What the content renderer needs from the app, as one React context. The renderer owns parsing,
// sanitising, layout, links and carousels; the app supplies navigation, storage and shop data.
import { createContext, useContext, type ReactNode } from 'react';
import type { CarouselSettings, CustomFormRequest, ProductListRequest } from '../parse/content-node.ts';

/** One rendered card (product, brand, banner) the renderer places into a grid or carousel. */
export interface ContentItem {
  key: string;
  node: ReactNode;
}

/** The renderer's layout for a list: the app calls it with the cards once it has the data. */
export type ItemsLayout = (items: readonly ContentItem[]) => ReactNode;

export interface ImageUrlOptions {
  width?: number;
  quality?: number;
}

export interface ContentEnvironment {
  /** Client-side navigation to a path inside the app (pathname + search + hash). */
  navigate(path: string): void;
  /** True when the URL belongs to this shop (relative, or same origin / the shop's own base URLs). */
  isInternalUrl: (url: string) => boolean;
  /** Persist a link's data-id-redirect value under the storage key `data-id-redirect`. */
  storeRedirectValue(value: string): void;
  /** Media URL for an image at a width/quality (src/lib/image-url.ts). */
  imageUrl(src: string, options: ImageUrlOptions): string;
  /** Fetch the products of a products/buyoften/category/wishlist block and pass their cards to layout. */
  renderProducts(request: ProductListRequest, layout: ItemsLayout): ReactNode;
  /** A CMS block by id or identifier, itself rendered with <PageBuilderContent>. */
  renderCmsBlock(blockId: string): ReactNode;
  /** Dynamic blocks (Magento Commerce banner rotator) by banner id. */
  renderDynamicBlock(bannerIds: readonly string[]): ReactNode;
  /** The am-form custom form, with the fields its stored HTML declares. */
  renderCustomForm(form: CustomFormRequest): ReactNode;
  /** Brand cards (brand renderer). */
  renderBrands(request: { limit: number }, layout: ItemsLayout): ReactNode;
  /** Banners of one banner-manager slider. */
  renderBannerManager(request: { sliderId: string }, layout: ItemsLayout): ReactNode;
}

const Context = createContext<ContentEnvironment | null>(null);

export function ContentEnvironmentProvider({ value, children }: { value: ContentEnvironment; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useContentEnvironment(): ContentEnvironment {
  const env = useContext(Context);
  if (env === null) throw new Error('Page Builder content needs a <ContentEnvironmentProvider> above it.');
  return env;
}

export type { CarouselSettings, CustomFormRequest, ProductListRequest };
