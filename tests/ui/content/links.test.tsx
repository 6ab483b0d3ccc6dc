// Link handling (account spec §2): buttons and CMS html links.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture, renderContent } from './content-test-kit.tsx';

// Records whether our handler prevented the default action, then prevents it so jsdom does not try to
// load another document (it cannot).
let lastClickPrevented: boolean | undefined;
const record = (event: Event) => {
  lastClickPrevented = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  lastClickPrevented = undefined;
  window.addEventListener('click', record);
});
afterEach(() => window.removeEventListener('click', record));

describe('buttons', () => {
  it('internal category link navigates inside the app', async () => {
    const { env } = renderContent(fixture('buttons-inline.html'));
    fireEvent.click(await screen.findByRole('link', { name: 'ผักและผลไม้' }));
    expect(env.navigate).toHaveBeenCalledWith('/fruits-vegetables.html');
    expect(lastClickPrevented).toBe(true);
  });

  it('absolute URL on our own origin (product link) navigates by path', async () => {
    const { env } = renderContent(fixture('buttons-inline.html'));
    const link = await screen.findByRole('link', { name: 'ข้าวหอมมะลิ' });
    expect(link).toHaveClass('pagebuilder-button-secondary');
    expect(link).toHaveAttribute('data-link-type', 'product');
    fireEvent.click(link);
    expect(env.navigate).toHaveBeenCalledWith('/thai-hom-mali-rice.html');
  });

  it('flagged new tab opens a new tab with noopener, without app navigation', async () => {
    const { env } = renderContent(fixture('buttons-inline.html'));
    const link = await screen.findByRole('link', { name: 'เกี่ยวกับเรา' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveClass('pagebuilder-button-link');
    fireEvent.click(link);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(lastClickPrevented).toBe(false);
  });

  it('external link is a full page load in the same tab', async () => {
    const { env } = renderContent(fixture('buttons-inline.html'));
    const link = await screen.findByRole('link', { name: 'Facebook' });
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(lastClickPrevented).toBe(false);
  });

  it('modified clicks keep the browser behaviour', async () => {
    const { env } = renderContent(fixture('buttons-inline.html'));
    fireEvent.click(await screen.findByRole('link', { name: 'ผักและผลไม้' }), { ctrlKey: true });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('button without a link is not a link', async () => {
    renderContent(fixture('buttons-inline.html'));
    const label = await screen.findByText('เร็ว ๆ นี้');
    expect(label.closest('a')).toBeNull();
    expect(label.closest('.pagebuilder-button-secondary')).not.toBeNull();
  });

  it('data-id-redirect is stored before navigating', async () => {
    const { env } = renderContent(fixture('buttons-stacked.html'));
    fireEvent.click(await screen.findByRole('link', { name: 'สมัครสมาชิกร้านอาหาร' }));
    expect(env.storeRedirectValue).toHaveBeenCalledWith('b2b');
    expect(env.navigate).toHaveBeenCalledWith('/customer/account/create');
  });
});

describe('links inside CMS html', () => {
  it('external links open in a new tab', async () => {
    renderContent(fixture('html-code.html'));
    const line = await screen.findByRole('link', { name: 'LINE' });
    expect(line).toHaveAttribute('target', '_blank');
    expect(line).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('targeted internal links open in a new tab', async () => {
    const { env } = renderContent(fixture('html-code.html'));
    const about = await screen.findByRole('link', { name: 'เกี่ยวกับเรา' });
    expect(about).toHaveAttribute('target', '_blank');
    fireEvent.click(about);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('internal links use client-side navigation', async () => {
    const { env } = renderContent(fixture('html-code.html'));
    const promo = await screen.findByRole('link', { name: 'โปรโมชั่น' });
    expect(promo).not.toHaveAttribute('target');
    fireEvent.click(promo);
    expect(env.navigate).toHaveBeenCalledWith('/promotions.html');
    expect(lastClickPrevented).toBe(true);
  });

  it('links with data-id-redirect store the value', async () => {
    const { env } = renderContent(fixture('html-code.html'));
    fireEvent.click(await screen.findByRole('link', { name: 'สำหรับร้านอาหาร' }));
    expect(env.storeRedirectValue).toHaveBeenCalledWith('b2b');
    expect(env.navigate).toHaveBeenCalledWith('/landing');
  });

  it('links in text blocks and clicks on nested elements are delegated', async () => {
    const { env } = renderContent('<div data-content-type="text" data-appearance="default" data-element="main"><p><a href="/seafood.html"><strong>ซีฟู้ด</strong></a> <a href="mailto:hello@talat.example">mail</a></p></div>');
    fireEvent.click(await screen.findByText('ซีฟู้ด'));
    expect(env.navigate).toHaveBeenCalledWith('/seafood.html');
    fireEvent.click(screen.getByRole('link', { name: 'mail' }));
    expect(env.navigate).toHaveBeenCalledTimes(1);
  });
});
