// One lazily loaded module per block type (src/ui/content/blocks/<type>.tsx). A page downloads only the
// block code it uses: layout blocks are fetched together as soon as the page's HTML is parsed, rich
// blocks (product lists, forms, ...) only when they come within the lazy-load offset of the viewport. Each is a
// named lazy module (common/lazy-module.ts): the blocks a server render rendered load before the page hydrates.
import type { ComponentType } from 'react';
import { lazyModule } from '../../common/lazy-module.ts';
import type { ContentNode, ContentNodeType, NodeOf } from '../parse/content-node.ts';

export interface BlockProps<T extends ContentNodeType> {
  node: NodeOf<T>;
}

type Loader<T extends ContentNodeType> = () => Promise<{ default: ComponentType<BlockProps<T>> }>;

const LOADERS: { [T in ContentNodeType]: Loader<T> } = {
  row: () => import('../blocks/row.tsx'),
  'column-group': () => import('../blocks/column-group.tsx'),
  'column-line': () => import('../blocks/column-line.tsx'),
  column: () => import('../blocks/column.tsx'),
  heading: () => import('../blocks/heading.tsx'),
  text: () => import('../blocks/text.tsx'),
  html: () => import('../blocks/html.tsx'),
  image: () => import('../blocks/image.tsx'),
  tabs: () => import('../blocks/tabs.tsx'),
  'tab-item': () => import('../blocks/tab-item.tsx'),
  buttons: () => import('../blocks/buttons.tsx'),
  'button-item': () => import('../blocks/button-item.tsx'),
  divider: () => import('../blocks/divider.tsx'),
  video: () => import('../blocks/video.tsx'),
  map: () => import('../blocks/map.tsx'),
  banner: () => import('../blocks/banner.tsx'),
  slider: () => import('../blocks/slider.tsx'),
  slide: () => import('../blocks/slide.tsx'),
  products: () => import('../blocks/products.tsx'),
  block: () => import('../blocks/block.tsx'),
  dynamic_block: () => import('../blocks/dynamic-block.tsx'),
  buyoften: () => import('../blocks/buyoften.tsx'),
  category: () => import('../blocks/category.tsx'),
  wishlist: () => import('../blocks/wishlist.tsx'),
  'am-form': () => import('../blocks/am-form.tsx'),
  brand: () => import('../blocks/brand.tsx'),
  'banner-manager': () => import('../blocks/banner-manager.tsx'),
  unknown: () => import('../blocks/unknown.tsx'),
};

/** Blocks that need shop data: mounted (and their code fetched) only near the viewport. */
export const DEFERRED_TYPES: ReadonlySet<ContentNodeType> = new Set<ContentNodeType>([
  'products', 'block', 'dynamic_block', 'buyoften', 'category', 'wishlist', 'am-form', 'brand', 'banner-manager', 'map', 'video',
]);

type AnyBlock = ComponentType<{ node: ContentNode }>;
const pending = new Map<ContentNodeType, Promise<{ default: AnyBlock }>>();
const components = new Map<ContentNodeType, AnyBlock>();

function load(type: ContentNodeType): Promise<{ default: AnyBlock }> {
  let promise = pending.get(type);
  if (!promise) {
    promise = (LOADERS[type] as unknown as () => Promise<{ default: AnyBlock }>)();
    pending.set(type, promise);
  }
  return promise;
}

/** Starts fetching the code of these block types in parallel (no waterfall row → column → text). */
export function preloadBlocks(types: Iterable<ContentNodeType>): void {
  for (const type of types) if (!DEFERRED_TYPES.has(type)) void load(type);
}

function register(type: ContentNodeType): AnyBlock {
  const component = lazyModule<{ node: ContentNode }>(`content/block-${type}`, async () => (await load(type)).default);
  components.set(type, component);
  return component;
}

// Registered when the renderer loads, so the browser can load the blocks the server rendered before hydrating.
for (const type of Object.keys(LOADERS) as ContentNodeType[]) register(type);

export function blockComponent(type: ContentNodeType): AnyBlock {
  return components.get(type) ?? register(type);
}
