import { describe, expect, it } from 'vitest';
import { notificationFor, shopPath } from './push-display';

describe('push payloads in the service worker', () => {
  it('shows the shop payload with its page to open', () => {
    const shown = notificationFor(JSON.stringify({ title: 'ได้รับชำระเงินแล้ว', body: 'คำสั่งซื้อ #000000007', url: '/sales/order/view/order_id/000000007', tag: 'order_paid-7' }), 'talat');
    expect(shown).toEqual({
      title: 'ได้รับชำระเงินแล้ว',
      options: { body: 'คำสั่งซื้อ #000000007', tag: 'order_paid-7', icon: '/favicon.svg', data: { url: '/sales/order/view/order_id/000000007' } },
    });
  });

  it('shows plain text under the shop name, and never opens another site', () => {
    expect(notificationFor('Fresh mangoes today', 'talat')).toMatchObject({ title: 'talat', options: { body: 'Fresh mangoes today', data: { url: '/' } } });
    expect(notificationFor(null, 'talat')).toMatchObject({ title: 'talat', options: { body: '' } });
    for (const url of ['https://elsewhere.example/', '//elsewhere.example/x', 'javascript:alert(1)', 42]) expect(shopPath(url)).toBe('/');
    expect(notificationFor(JSON.stringify({ title: 'x', url: '//evil.example' }), 'talat').options.data.url).toBe('/');
  });
});
