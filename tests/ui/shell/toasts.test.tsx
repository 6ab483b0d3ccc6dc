import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from './shell-test-kit';

describe('toast area and connectivity', () => {
  it('announces going offline and coming back, each for 3 seconds', async () => {
    await renderShell({ path: '/no-such-page' });
    await screen.findByRole('banner');
    const area = screen.getByRole('region', { name: 'การแจ้งเตือน' });

    act(() => void window.dispatchEvent(new Event('offline')));
    const offline = await screen.findByText('คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้');
    expect(area).toContainElement(offline);
    expect(offline.closest('[role]')).toHaveAttribute('role', 'alert');

    act(() => void window.dispatchEvent(new Event('online')));
    const online = await screen.findByText('คุณกลับมาออนไลน์แล้ว');
    expect(online.closest('[role]')).toHaveAttribute('role', 'status');

    await waitFor(() => expect(screen.queryByText('คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(screen.queryByText('คุณกลับมาออนไลน์แล้ว')).toBeNull(), { timeout: 4000 });
  });

  it('announces going offline when it happened after the first render but before the listener started', async () => {
    // Online when the chart is made, offline from then on: the offline event fired before anyone listened.
    let reads = 0;
    await renderShell({ path: '/no-such-page', deps: { isOnline: () => reads++ === 0 } });
    await screen.findByRole('banner');
    expect(await screen.findByText('คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้')).toBeInTheDocument();
  });

  it('says nothing at start when the status did not change', async () => {
    await renderShell({ path: '/no-such-page' });
    await screen.findByRole('banner');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้')).toBeNull();
    expect(screen.queryByText('คุณกลับมาออนไลน์แล้ว')).toBeNull();
  });
});
