// Parser tests on Page Builder HTML in Magento's stored format (tests/fixtures/page-builder).
import { describe, expect, it } from 'vitest';
import { parseContent } from '../../../src/ui/content/parse/parse-content.ts';
import type { ContentNode, NodeOf } from '../../../src/ui/content/parse/content-node.ts';
import { fixture } from './content-test-kit.tsx';

function all(nodes: readonly ContentNode[]): ContentNode[] {
  return nodes.flatMap((n) => [n, ...('children' in n ? all(n.children) : [])]);
}
function first<T extends ContentNode['type']>(html: string, type: T): NodeOf<T> {
  const found = all(parseContent(html).nodes).find((n) => n.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found as NodeOf<T>;
}

describe('rows', () => {
  it('contained: styles from data-pb-style on the inner element, escaped background JSON, mobile rule', () => {
    const tree = parseContent(fixture('row-contained.html'));
    const row = tree.nodes[0] as NodeOf<'row'>;
    expect(row.type).toBe('row');
    expect(row.appearance).toBe('contained');
    expect(row.inner.style).toMatchObject({ backgroundColor: '#f1f8e9', padding: '24px', display: 'flex' });
    expect(row.inner.pbStyle).toBe('RC1INNR');
    expect(row.background).toEqual({ desktop: '/media/wysiwyg/fixtures/row-desktop.jpg', mobile: '/media/wysiwyg/fixtures/row-mobile.jpg' });
    expect(tree.mediaRules).toEqual([{ media: 'only screen and (max-width: 768px)', pbStyle: 'RC1INNR', declarations: [['padding', '8px']] }]);
    expect(row.children.map((c) => c.type)).toEqual(['heading']);
  });
  it('full-width: styles on main, content in the inner wrapper', () => {
    const row = parseContent(fixture('row-full-width.html')).nodes[0] as NodeOf<'row'>;
    expect(row.appearance).toBe('full-width');
    expect(row.main.style).toMatchObject({ backgroundColor: '#fff8e1', padding: '40px 10px' });
    expect(row.inner.className).toBe('row-full-width-inner');
    expect(row.children[0]?.type).toBe('text');
  });
  it('full-bleed: one element carries styles, background and children', () => {
    const row = parseContent(fixture('row-full-bleed.html')).nodes[0] as NodeOf<'row'>;
    expect(row.appearance).toBe('full-bleed');
    expect(row.main.style).toMatchObject({ minHeight: '320px' });
    expect(row.background.desktop).toBe('/media/wysiwyg/fixtures/bleed.jpg');
    expect((row.children[0] as NodeOf<'heading'>).level).toBe(1);
  });
});

describe('columns', () => {
  it('column-group > column-line > column with widths (2.4.4+)', () => {
    const html = fixture('column-group.html');
    const group = first(html, 'column-group');
    expect(group.gridSize).toBe(12);
    const line = group.children[0] as NodeOf<'column-line'>;
    expect(line.type).toBe('column-line');
    const columns = line.children as NodeOf<'column'>[];
    expect(columns.map((c) => c.main.style.width)).toEqual(['50%', '50%']);
    expect(columns[1]?.main.style.justifyContent).toBe('center');
    expect(columns[1]?.background.desktop).toBe('/media/wysiwyg/fixtures/column.jpg');
  });
  it('legacy inline styles without column-line', () => {
    const group = first(fixture('column-group-legacy.html'), 'column-group');
    expect(group.children.map((c) => (c as NodeOf<'column'>).main.style.width)).toEqual(['33.3333%', '66.6667%']);
  });
});

describe('leaf blocks', () => {
  it('image: desktop and mobile sources, alt, caption and category link', () => {
    const image = first(fixture('image.html'), 'image');
    expect(image).toMatchObject({
      desktopSrc: '/media/wysiwyg/fixtures/mango-desktop.jpg',
      mobileSrc: '/media/wysiwyg/fixtures/mango-mobile.jpg',
      alt: 'มะม่วงน้ำดอกไม้',
      caption: 'มะม่วงหวานฉ่ำ ส่งตรงจากสวน',
      link: { href: '/fruits-vegetables/fruits/thai-fruits.html', linkType: 'category', openInNewTab: false },
    });
  });
  it('heading levels and text html with resolved media directives', () => {
    const nodes = parseContent(fixture('heading-text.html')).nodes;
    expect(nodes.map((n) => n.type)).toEqual(['heading', 'heading', 'text']);
    expect((nodes[1] as NodeOf<'heading'>).level).toBe(3);
    expect((nodes[2] as NodeOf<'text'>).html).toContain('src="/media/wysiwyg/fixtures/truck.png"');
  });
  it('html block: entity-escaped markup is the source, and it is sanitised', () => {
    const html = first(fixture('html-code.html'), 'html').html;
    expect(html).toContain('<div class="notice">');
    expect(html).toContain('data-id-redirect="b2b"');
    expect(html).not.toContain('script');
  });
  it('divider, video and map', () => {
    expect(first(fixture('divider.html'), 'divider').line.style).toMatchObject({ width: '60%', borderColor: '#4caf50' });
    const videos = all(parseContent(fixture('video.html')).nodes).filter((n): n is NodeOf<'video'> => n.type === 'video');
    expect(videos.map((v) => v.source)).toEqual([
      { kind: 'embed', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
      { kind: 'file', src: '/media/wysiwyg/fixtures/cooking.mp4' },
      undefined,
    ]);
    expect(videos[1]?.autoplay).toBe(true);
    const map = first(fixture('map.html'), 'map');
    expect(map.locations).toEqual([
      expect.objectContaining({ name: 'ตลาด สาขาสยาม', latitude: 13.7466, longitude: 100.5393, phone: '02-123-4567', zipcode: '10330' }),
    ]);
  });
});

describe('tabs, buttons, banners, sliders', () => {
  it('tabs: default index 0 and left alignment; stored active tab and centre alignment', () => {
    const tabs = first(fixture('tabs.html'), 'tabs');
    expect(tabs.defaultIndex).toBe(0);
    expect(tabs.align).toBe('left');
    expect(tabs.children.map((t) => t.name)).toEqual(['ผักสด', 'อาหารทะเล', 'ข้าวสาร']);
    const centred = first(fixture('tabs-centered-active.html'), 'tabs');
    expect(centred).toMatchObject({ defaultIndex: 1, align: 'center' });
  });
  it('buttons: kinds, link types, new tab, data-id-redirect and empty link', () => {
    const inline = first(fixture('buttons-inline.html'), 'buttons');
    expect(inline.appearance).toBe('inline');
    expect(inline.children.map((b) => [b.kind, b.link.linkType, b.link.openInNewTab, b.link.href])).toEqual([
      ['primary', 'category', false, '/fruits-vegetables.html'],
      ['secondary', 'product', false, 'http://localhost:3000/thai-hom-mali-rice.html'],
      ['link', 'page', true, '/about-us'],
      ['primary', 'default', false, 'https://www.facebook.com/talat'],
      ['secondary', 'default', false, undefined],
    ]);
    const stacked = first(fixture('buttons-stacked.html'), 'buttons');
    expect(stacked).toMatchObject({ appearance: 'stacked', sameWidth: true });
    expect(stacked.children[0]?.link.redirectValue).toBe('b2b');
  });
  it('banner: poster and the three collage appearances with overlay/button modes', () => {
    const poster = first(fixture('banner-poster.html'), 'banner');
    expect(poster).toMatchObject({ appearance: 'poster', showButton: 'always', showOverlay: 'never_show', buttonText: 'ช้อปเลย', buttonKind: 'primary' });
    expect(poster.background).toEqual({ desktop: '/media/wysiwyg/fixtures/banner-desktop.jpg', mobile: '/media/wysiwyg/fixtures/banner-mobile.jpg' });
    expect(poster.link?.href).toBe('/promotions.html');
    const collages = parseContent(fixture('banner-collage.html')).nodes as NodeOf<'banner'>[];
    expect(collages.map((b) => [b.appearance, b.showOverlay, b.overlayColor, b.link])).toEqual([
      ['collage-left', 'always', 'rgba(0,0,0,0.35)', undefined],
      ['collage-centered', 'hover', 'rgba(0,0,0,0.35)', undefined],
      ['collage-right', 'never_show', 'rgba(0,0,0,0.35)', undefined],
    ]);
  });
  it('slider: carousel settings and slides', () => {
    const slider = first(fixture('slider.html'), 'slider');
    expect(slider.settings).toMatchObject({ autoplay: true, autoplaySpeed: 4000, fade: false, infinite: true, arrows: true, dots: true });
    expect(slider.children.map((s) => [s.name, s.appearance, s.link?.href])).toEqual([
      ['ผักสดทุกเช้า', 'poster', '/fruits-vegetables/vegetables.html'],
      ['ซีฟู้ดจากมหาชัย', 'collage-left', '/seafood.html'],
      ['ข้าวใหม่ต้นฤดู', 'poster', undefined],
    ]);
    expect(first(fixture('slider-fade.html'), 'slider').settings).toMatchObject({ fade: true, autoplay: false, infinite: false, arrows: false });
  });
});

describe('shop data blocks', () => {
  it('products grid by sku and carousel by category with its settings', () => {
    const grid = first(fixture('products-grid.html'), 'products');
    expect(grid.appearance).toBe('grid');
    expect(grid.request).toMatchObject({ source: 'condition', conditionOption: 'sku', conditionValue: 'TL000001, TL000002, TL000003', count: 8 });
    const carousel = first(fixture('products-carousel.html'), 'products');
    expect(carousel.request).toMatchObject({ conditionOption: 'category_ids', conditionValue: '3', count: 12, sortOrder: 'price_low_to_high' });
    expect(carousel.settings).toMatchObject({ autoplay: true, autoplaySpeed: 5000, infinite: true, arrows: true, dots: false, mode: 'continuous', centerPadding: '60px' });
  });
  it('products rendered by Magento: url keys from the product links', () => {
    expect(first(fixture('products-rendered.html'), 'products').request).toEqual({ source: 'url-keys', urlKeys: ['thai-hom-mali-rice-5kg', 'fish-sauce-700ml'] });
  });
  it('block by id, block already rendered, dynamic block ids', () => {
    const nodes = parseContent(fixture('block.html')).nodes as NodeOf<'block'>[];
    expect(nodes[0]?.blockId).toBe('promo-block');
    expect(all(nodes[1]?.children ?? []).map((n) => n.type)).toEqual(['row', 'heading']);
    expect(first(fixture('dynamic-block.html'), 'dynamic_block').bannerIds).toEqual(['3', '5']);
  });
  it('rich content types and their attributes', () => {
    const html = fixture('rich-content.html');
    expect(first(html, 'buyoften')).toMatchObject({ request: { source: 'buyoften', limit: 8 }, isSlider: true, settings: { arrows: true, dots: false, slidesToShow: 4 } });
    expect(first(html, 'category')).toMatchObject({ request: { source: 'category', categoryId: '19', limit: 12 }, settings: { slidesToShow: 3, slideRows: 2, infinite: true } });
    expect(first(html, 'wishlist').request).toEqual({ source: 'wishlist', limit: 6 });
    expect(first(html, 'am-form').formId).toBe('2');
    expect(first(html, 'brand')).toMatchObject({ appearance: 'slider', limit: 10, settings: { slidesToShow: 5 } });
    expect(first(html, 'banner-manager')).toMatchObject({ sliderId: '1', settings: { autoplay: true, autoplaySpeed: 6000 } });
  });
  it('unknown type falls back to sanitised html, and loose html becomes an html node', () => {
    const unknown = first(fixture('unknown-type.html'), 'unknown');
    expect(unknown.contentType).toBe('countdown-timer');
    expect(unknown.html).toContain('<strong>3 วัน</strong>');
    expect(unknown.html).not.toMatch(/onerror|script/);
    const loose = parseContent('<p>plain <em>CMS</em></p>').nodes;
    expect(loose).toEqual([expect.objectContaining({ type: 'html', html: '<p>plain <em>CMS</em></p>' })]);
  });
});
