// The demo CMS content the seed stores: it parses without unknown blocks, th and en have the same
// structure, and the pages render with the shop's links.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseContent } from '../../../src/ui/content/parse/parse-content.ts';
import type { ContentNode } from '../../../src/ui/content/parse/content-node.ts';
import { fixture, renderContent } from './content-test-kit.tsx';

const PAGES = ['home', 'landing', 'footer-links', 'mobile-menu', 'promo-block'] as const;
const shape = (nodes: readonly ContentNode[]): string[] => nodes.flatMap((n) => [n.type, ...('children' in n ? shape(n.children) : [])]);

describe('demo content', () => {
  it.each(PAGES)('%s: th and en share one structure with no unknown blocks', (page) => {
    const th = parseContent(fixture(`demo/${page}.th.html`));
    const en = parseContent(fixture(`demo/${page}.en.html`));
    expect(shape(th.nodes)).toEqual(shape(en.nodes));
    expect(shape(th.nodes)).not.toContain('unknown');
    expect(shape(th.nodes)).not.toContain('html');
  });

  it('home uses slider, tabs, buttons, banner, products by category and sku, images and buy-often', () => {
    const types = new Set(shape(parseContent(fixture('demo/home.th.html')).nodes));
    for (const type of ['row', 'slider', 'slide', 'heading', 'buttons', 'button-item', 'tabs', 'tab-item', 'products', 'banner', 'column-group', 'column-line', 'column', 'image', 'divider', 'text', 'buyoften']) {
      expect(types, type).toContain(type);
    }
  });

  it('home renders in Thai with category buttons that navigate in the app', async () => {
    const { env } = renderContent(fixture('demo/home.th.html'));
    const link = await screen.findByRole('link', { name: 'อาหารทะเล' });
    link.click();
    expect(env.navigate).toHaveBeenCalledWith('/seafood.html');
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
  });

  it('landing offers the business sign-up that stores the data-id-redirect value', async () => {
    const { env } = renderContent(fixture('demo/landing.en.html'));
    (await screen.findByRole('link', { name: 'For restaurants and businesses' })).click();
    expect(env.storeRedirectValue).toHaveBeenCalledWith('b2b');
  });

  it('footer links open external social links in a new tab', async () => {
    renderContent(fixture('demo/footer-links.th.html'));
    expect(await screen.findByRole('link', { name: 'LINE @talat' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).not.toHaveAttribute('target');
  });
});
