// Rendering Page Builder fixtures: layout, images, tabs, sliders/carousels and shop-data blocks.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture, renderContent } from './content-test-kit.tsx';

afterEach(() => vi.useRealTimers());

describe('layout blocks', () => {
  it('contained row: inner styles inline, background at quality 85, scoped mobile rule', async () => {
    const { container } = renderContent(fixture('row-contained.html'));
    await screen.findByRole('heading', { name: 'ผักสดจากสวน' });
    const inner = container.querySelector<HTMLElement>('.pb-row__inner');
    expect(inner?.style.backgroundColor).toBe('rgb(241, 248, 233)');
    expect(inner?.style.getPropertyValue('--pb-bg-desktop')).toContain('/media/wysiwyg/fixtures/row-desktop.jpg?width=1600&quality=85');
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/@media only screen and \(max-width: 768px\)\{\[data-pb-scope="[^"]+"\] \[data-pb-style="RC1INNR"\]\{padding:8px !important\}\}/);
    expect(inner?.getAttribute('data-pb-style')).toBe('RC1INNR');
  });

  it('columns keep their widths', async () => {
    const { container } = renderContent(fixture('column-group.html'));
    await screen.findByText('คอลัมน์ขวา');
    const columns = container.querySelectorAll<HTMLElement>('.pagebuilder-column');
    expect(Array.from(columns, (c) => c.style.width)).toEqual(['50%', '50%']);
    expect(container.querySelector('.pagebuilder-column-line')).not.toBeNull();
  });

  it('image: <picture> switches to the mobile image at 768 px and links to the category', async () => {
    const { container } = renderContent(fixture('image.html'));
    const img = await screen.findAllByRole('img', { name: 'มะม่วงน้ำดอกไม้' });
    const picture = img[0]?.closest('picture');
    const sources = picture?.querySelectorAll('source') ?? [];
    expect(sources[0]?.getAttribute('media')).toBe('(max-width: 768px)');
    expect(sources[0]?.getAttribute('srcset')).toContain('/media/wysiwyg/fixtures/mango-mobile.jpg?width=40 40w');
    expect(sources[1]?.getAttribute('media')).toBe('(min-width: 769px)');
    expect(sources[1]?.getAttribute('srcset')).toContain('mango-desktop.jpg?width=2560 2560w');
    expect(img[0]?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: 'มะม่วงน้ำดอกไม้' }).getAttribute('href')).toBe('/fruits-vegetables/fruits/thai-fruits.html');
    expect(container.querySelector('figcaption')?.textContent).toBe('มะม่วงหวานฉ่ำ ส่งตรงจากสวน');
  });

  it('banners: poster and collage appearances with messages and buttons', async () => {
    const { container } = renderContent(fixture('banner-poster.html') + fixture('banner-collage.html'));
    await screen.findByRole('heading', { name: 'ลดสูงสุด 50%' });
    expect(screen.getByRole('link', { name: /ลดสูงสุด 50%/ }).getAttribute('href')).toBe('/promotions.html');
    expect(container.querySelectorAll('.pb-banner--collage-left, .pb-banner--collage-centered, .pb-banner--collage-right')).toHaveLength(3);
    const wrapper = container.querySelector<HTMLElement>('.pb-banner--poster .pagebuilder-banner-wrapper');
    expect(wrapper?.style.getPropertyValue('--pb-bg-desktop')).toContain('banner-desktop.jpg?width=1600&quality=85');
    expect(wrapper?.classList.contains('pb-bg')).toBe(true);
    const left = container.querySelector<HTMLElement>('.pb-banner--collage-left .pagebuilder-overlay');
    expect(left?.style.backgroundColor).toBe('rgba(0, 0, 0, 0.35)');
    expect(container.querySelector('.pb-banner--collage-centered .pb-button--hover')?.textContent).toBe('ดูเพิ่ม');
  });

  it('divider, video (only allowed hosts) and map', async () => {
    const { container } = renderContent(fixture('divider.html') + fixture('video.html') + fixture('map.html'));
    await screen.findByRole('link', { name: 'ตลาด สาขาสยาม' });
    expect(container.querySelector('hr')?.style.width).toBe('60%');
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frames[0]?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/wysiwyg/fixtures/cooking.mp4');
    expect(screen.getByRole('link', { name: 'ตลาด สาขาสยาม' }).getAttribute('target')).toBe('_blank');
  });
});

describe('tabs', () => {
  it('first tab selected by default, left aligned, arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    const { container } = renderContent(fixture('tabs.html'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['ผักสด', 'อาหารทะเล', 'ข้าวสาร']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('.tab-align-left')).not.toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ผักใบเขียวปลอดสาร');
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('กุ้งแม่น้ำตัวโต');
  });

  it('one Tab stop; Left wraps, End and Home move and select; a click selects; the panel is labelled by its tab', async () => {
    const user = userEvent.setup();
    renderContent(fixture('tabs.html'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tablist')).toHaveAccessibleName();
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')[2]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ข้าวหอมมะลิใหม่');
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('tab')[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getAllByRole('tab')[1]!);
    const panel = screen.getByRole('tabpanel', { name: 'อาหารทะเล' });
    expect(panel).toHaveTextContent('กุ้งแม่น้ำตัวโต');
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
  });

  it('stored active tab and centre alignment are honoured', async () => {
    const { container } = renderContent(fixture('tabs-centered-active.html'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('.tab-align-center')).not.toBeNull();
  });
});

describe('slider and carousels', () => {
  it('slider: named controls, dots, keyboard and infinite loop', async () => {
    renderContent(fixture('slider.html'));
    const region = await screen.findByRole('region', { name: 'Carousel' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['ผักสดทุกเช้า', 'ซีฟู้ดจากมหาชัย', 'ข้าวใหม่ต้นฤดู']);
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    const dots = screen.getAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(3);
    // Autoplay runs on real timers here: on a loaded machine it can move on between the render and the first
    // click. The pointer inside holds it (as it does for a shopper using the arrows), and the first dot starts
    // the walk from a known slide.
    fireEvent.mouseEnter(region);
    fireEvent.click(dots[0]!);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(region, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('slider autoplay advances every autoplay speed and stops when paused', async () => {
    renderContent(fixture('slider.html'));
    await screen.findByRole('region', { name: 'Carousel' });
    vi.useFakeTimers();
    // restart autoplay so its timer is created under fake timers
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => { vi.advanceTimersByTime(3999); });
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    act(() => { vi.advanceTimersByTime(12000); });
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('fade slider without loop or arrows: no arrows, edges do not wrap', async () => {
    const { container } = renderContent(fixture('slider-fade.html'));
    const region = await screen.findByRole('region', { name: 'Carousel' });
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(container.querySelector<HTMLElement>('.pb-carousel__slide')?.style.opacity).toBe('1');
  });

  it('products carousel asks the environment by category and lays out a continuous carousel', async () => {
    const { env, container } = renderContent(fixture('products-carousel.html'));
    await screen.findByTestId('products-condition');
    expect(env.renderProducts).toHaveBeenCalledWith(expect.objectContaining({ conditionOption: 'category_ids', conditionValue: '3', count: 12 }), expect.any(Function));
    expect(container.querySelector<HTMLElement>('.pb-carousel__viewport')?.style.paddingInline).toBe('60px');
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('products grid by sku renders the cards in a list', async () => {
    const { env } = renderContent(fixture('products-grid.html'));
    const block = await screen.findByTestId('products-condition');
    expect(within(block).getAllByRole('listitem')).toHaveLength(6);
    expect(env.renderProducts.mock.calls[0]?.[0]).toMatchObject({ conditionOption: 'sku', conditionValue: 'TL000001, TL000002, TL000003' });
  });
});

describe('shop data and fallbacks', () => {
  it('rich content types go through the environment hooks', async () => {
    const { env } = renderContent(fixture('rich-content.html'));
    await screen.findByText('form 2');
    await screen.findByTestId('brands');
    await screen.findByTestId('banners');
    const sources = env.renderProducts.mock.calls.map((c) => c[0]);
    expect(sources).toEqual(
      expect.arrayContaining([
        { source: 'buyoften', limit: 8 },
        { source: 'category', categoryId: '19', limit: 12 },
        { source: 'wishlist', limit: 6 },
      ]),
    );
    expect(env.renderBrands).toHaveBeenCalledWith({ limit: 10 }, expect.any(Function));
    expect(env.renderBannerManager).toHaveBeenCalledWith({ sliderId: '1' }, expect.any(Function));
    // category slider with slideRows 2: six products in three columns of two
    const category = await screen.findByTestId('products-category');
    expect(within(category).getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide')).toHaveLength(3);
  });

  it('CMS and dynamic blocks by id, rendered blocks in place', async () => {
    const { env } = renderContent(fixture('block.html') + fixture('dynamic-block.html'));
    await screen.findByText('cms block promo-block');
    await screen.findByText('dynamic 3+5');
    expect(screen.getByRole('heading', { name: 'Rendered block heading' })).toBeInTheDocument();
    expect(env.renderCmsBlock).toHaveBeenCalledWith('promo-block');
  });

  it('unknown types show their sanitised content', async () => {
    const { container } = renderContent(fixture('unknown-type.html'));
    await screen.findByText('3 วัน');
    const unknown = container.querySelector('[data-content-type="countdown-timer"]');
    expect(unknown?.textContent).toContain('โปรโมชั่นจะหมดเวลาใน');
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });
});
