// Blocks whose data comes from the shop: products, CMS/dynamic blocks and the rich content types
// (buyoften, category, wishlist, am-form, brand, banner-manager; see docs/decisions/content-rich-types.md).
import type {
  BannerManagerNode, BlockNode, BrandNode, BuyOftenNode, CategoryNode, DynamicBlockNode,
  ProductListRequest, ProductsNode, WishlistNode,
} from './content-node.ts';
import { readCarouselSettings } from './carousel-settings.ts';
import type { TreeContext } from './parse-layout.ts';
import { attr, boolAttr, numAttr, styled } from './read-element.ts';
import { readWidgetDirective } from './widget-directive.ts';

const CONDITION_OPTIONS = ['sku', 'category_ids', 'condition'] as const;

function productsRequest(el: Element): ProductListRequest | undefined {
  const widget = readWidgetDirective(el.textContent ?? '');
  if (widget) {
    const p = widget.params;
    const option = CONDITION_OPTIONS.find((o) => o === p.condition_option) ?? 'condition';
    const request: ProductListRequest = {
      source: 'condition',
      conditionOption: option,
      conditionValue: p.condition_option_value ?? '',
      count: Math.max(1, Number.parseInt(p.products_count ?? '', 10) || 5),
      sortOrder: p.sort_order ?? 'position',
    };
    if (p.conditions_encoded) request.conditionsEncoded = p.conditions_encoded;
    return request;
  }
  // Magento already rendered the widget: read the products' url keys from the product links, as PWA Studio does.
  const urlKeys = Array.from(el.querySelectorAll('a.product-item-link, .product-item-info > a'))
    .map((a) => /([^/]+?)(?:\.html)?(?:[?#].*)?$/.exec(a.getAttribute('href') ?? '')?.[1])
    .filter((key): key is string => key !== undefined && /^[\w-]+$/.test(key));
  return urlKeys.length > 0 ? { source: 'url-keys', urlKeys: [...new Set(urlKeys)] } : undefined;
}

export function parseProducts(el: Element, ctx: TreeContext): ProductsNode {
  const node: ProductsNode = {
    type: 'products',
    key: ctx.nextKey('products'),
    appearance: attr(el, 'data-appearance') === 'carousel' ? 'carousel' : 'grid',
    main: styled(el, ctx),
    settings: readCarouselSettings(el, { slidesToShow: 5 }),
  };
  const request = productsRequest(el);
  if (request) node.request = request;
  return node;
}

export function parseBlock(el: Element, ctx: TreeContext): BlockNode {
  const widget = readWidgetDirective(el.textContent ?? '');
  const node: BlockNode = { type: 'block', key: ctx.nextKey('block'), appearance: 'default', main: styled(el, ctx), children: [] };
  if (widget?.params.block_id) node.blockId = widget.params.block_id;
  else node.children = ctx.children(el);
  return node;
}

export function parseDynamicBlock(el: Element, ctx: TreeContext): DynamicBlockNode {
  const widget = readWidgetDirective(el.textContent ?? '');
  const ids = (widget?.params.banner_ids ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d+$/.test(s));
  return {
    type: 'dynamic_block',
    key: ctx.nextKey('dynamic_block'),
    appearance: 'default',
    main: styled(el, ctx),
    bannerIds: ids,
    children: widget ? [] : ctx.children(el),
  };
}

const limitOf = (el: Element, fallback: number) => Math.min(50, Math.max(1, Math.round(numAttr(el, 'data-limit', fallback))));

export function parseBuyOften(el: Element, ctx: TreeContext): BuyOftenNode {
  return {
    type: 'buyoften',
    key: ctx.nextKey('buyoften'),
    appearance: 'default',
    main: styled(el, ctx),
    request: { source: 'buyoften', limit: limitOf(el, 10) },
    isSlider: boolAttr(el, 'data-is-slider', true),
    settings: readCarouselSettings(el, { slidesToShow: 4 }),
  };
}

export function parseCategory(el: Element, ctx: TreeContext): CategoryNode {
  return {
    type: 'category',
    key: ctx.nextKey('category'),
    appearance: 'default',
    main: styled(el, ctx),
    request: { source: 'category', categoryId: (attr(el, 'data-category-id') ?? '').trim(), limit: limitOf(el, 10) },
    isSlider: boolAttr(el, 'data-is-slider', true),
    settings: readCarouselSettings(el, { slidesToShow: 4 }),
  };
}

export function parseWishlist(el: Element, ctx: TreeContext): WishlistNode {
  return {
    type: 'wishlist',
    key: ctx.nextKey('wishlist'),
    appearance: 'default',
    main: styled(el, ctx),
    request: { source: 'wishlist', limit: limitOf(el, 10) },
    settings: readCarouselSettings(el, { slidesToShow: 4 }),
  };
}

export function parseBrand(el: Element, ctx: TreeContext): BrandNode {
  return {
    type: 'brand',
    key: ctx.nextKey('brand'),
    appearance: attr(el, 'data-appearance') === 'list' ? 'list' : 'slider',
    main: styled(el, ctx),
    limit: limitOf(el, 12),
    settings: readCarouselSettings(el, { slidesToShow: 6 }),
  };
}

export function parseBannerManager(el: Element, ctx: TreeContext): BannerManagerNode {
  return {
    type: 'banner-manager',
    key: ctx.nextKey('banner-manager'),
    appearance: 'default',
    main: styled(el, ctx),
    sliderId: (attr(el, 'data-slider-id') ?? '').trim(),
    settings: readCarouselSettings(el, { autoplay: true }),
  };
}
