/**
 * Minimal Magento Page Builder markup (data-content-type / data-appearance / data-element attributes, inline
 * styles as Page Builder wrote them before data-pb-style) for CMS content the demo fixtures do not provide.
 * Images use Magento's {{media url=...}} directive, as stored in cms_block/cms_page.
 */
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const media = (path: string) => `{{media url=${path}}}`;

export function row(children: string, appearance: 'contained' | 'full-width' = 'contained'): string {
  return `<div data-content-type="row" data-appearance="${appearance}" data-element="main"><div data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="inner" style="justify-content: flex-start; display: flex; flex-direction: column; background-position: left top; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; border-style: none; border-width: 1px; border-radius: 0px; margin: 0px 0px 10px; padding: 10px;">${children}</div></div>`;
}

export function heading(text: string, level: 1 | 2 | 3 = 2): string {
  return `<h${level} data-content-type="heading" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px;">${esc(text)}</h${level}>`;
}

export function text(html: string): string {
  return `<div data-content-type="text" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;">${html}</div>`;
}

export function html(raw: string): string {
  return `<div data-content-type="html" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;">${esc(raw)}</div>`;
}

export function image(path: string, alt: string, href?: string): string {
  const img = `<img class="pagebuilder-mobile-hidden" src="${media(path)}" alt="${esc(alt)}" title="${esc(alt)}" data-element="desktop_image" style="border-style: none; border-width: 1px; border-radius: 0px; max-width: 100%; height: auto;"><img class="pagebuilder-mobile-only" src="${media(path)}" alt="${esc(alt)}" title="${esc(alt)}" data-element="mobile_image" style="border-style: none; border-width: 1px; border-radius: 0px; max-width: 100%; height: auto;">`;
  const inner = href ? `<a href="${href}" target="" data-link-type="default" title="${esc(alt)}" data-element="link">${img}</a>` : img;
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main" style="margin: 0px; padding: 0px; border-style: none;">${inner}</figure>`;
}

export interface ButtonSpec {
  label: string;
  href: string;
  type?: 'primary' | 'secondary' | 'link';
  linkType?: 'default' | 'category' | 'product' | 'page';
  newTab?: boolean;
}

export function buttons(items: ButtonSpec[]): string {
  const children = items
    .map((b) => `<div data-content-type="button-item" data-appearance="default" data-element="main" style="display: inline-block;"><a class="pagebuilder-button-${b.type ?? 'primary'}" href="${b.href}" target="${b.newTab ? '_blank' : ''}" data-link-type="${b.linkType ?? 'default'}" data-element="link" style="text-align: center;"><span data-element="link_text">${esc(b.label)}</span></a></div>`)
    .join('');
  return `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" style="text-align: center; border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 10px 10px 0px;">${children}</div>`;
}

export function columns(cells: string[]): string {
  const width = `${(100 / cells.length).toFixed(4)}%`;
  const inner = cells
    .map((cell) => `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" style="justify-content: flex-start; display: flex; flex-direction: column; background-position: left top; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; border-style: none; border-width: 1px; border-radius: 0px; width: ${width}; margin: 0px; padding: 10px; align-self: stretch;">${cell}</div>`)
    .join('');
  return `<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="12" data-element="main">${inner}</div>`;
}

export interface BannerSpec {
  image: string;
  title: string;
  body: string;
  button?: string;
  href?: string;
}

export function banner(spec: BannerSpec): string {
  const bg = `{\\&quot;desktop_image\\&quot;:\\&quot;${media(spec.image)}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;${media(spec.image)}\\&quot;}`;
  const button = spec.button ? `<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" style="opacity: 1; visibility: visible;">${esc(spec.button)}</button>` : '';
  const content = `<div class="pagebuilder-banner-wrapper" data-background-images="${bg}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" style="background-position: center center; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; border-style: none; border-width: 1px; border-radius: 0px;"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" data-element="overlay" style="border-radius: 0px; min-height: 300px; background-color: transparent; padding: 40px;"><div class="pagebuilder-poster-content"><div data-element="content"><h2>${esc(spec.title)}</h2><p>${esc(spec.body)}</p></div>${button}</div></div></div>`;
  const wrapped = spec.href ? `<a href="${spec.href}" target="" data-link-type="default" title="${esc(spec.title)}" data-element="link">${content}</a>` : content;
  return `<div data-content-type="banner" data-appearance="poster" data-show-button="${spec.button ? 'always' : 'never'}" data-show-overlay="never_show" data-element="main" style="margin: 0px;">${wrapped}</div>`;
}

export function slider(slides: BannerSpec[]): string {
  const inner = slides
    .map((s) => banner(s).replace('data-content-type="banner"', `data-content-type="slide" data-slide-name="${esc(s.title)}"`).replace('pagebuilder-banner-wrapper', 'pagebuilder-slide-wrapper'))
    .join('');
  return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" style="min-height: 300px; border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;">${inner}</div>`;
}

/** The Catalog Products List widget Page Builder's "products" element stores (condition: a category). */
export function products(categoryId: number, count: number, appearance: 'grid' | 'carousel' = 'carousel'): string {
  const conditions = `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`==\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`category_ids\`,\`value\`:\`${categoryId}\`^]^]`;
  const carousel = appearance === 'carousel' ? ' data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px"' : '';
  return `<div data-content-type="products" data-appearance="${appearance}"${carousel} data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_CatalogWidget::product/widget/content/${appearance}.phtml" anchor_text="" id_path="" show_pager="0" products_count="${count}" condition_option="category_ids" condition_option_value="${categoryId}" type_name="Catalog Products List" conditions_encoded="${conditions}" sort_order="position"}}</div>`;
}
