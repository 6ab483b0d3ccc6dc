// The server's own standalone pages (payment sandboxes, the social sign-in popup) name the shop's icon: without
// it every visit asked for /favicon.ico and got a 404 (issue 31, list 7).
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../server/payments/sandbox/page-layout';
import { page } from '../../server/social/html';

const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

describe('standalone pages', () => {
  it('link the shop icon', () => {
    expect(renderPage({ lang: 'th', title: 'KBank', brand: 'kbank', body: '<p>ok</p>' })).toContain(ICON);
    expect(page('th', 'LINE', '<p>ok</p>')).toContain(ICON);
  });
});
