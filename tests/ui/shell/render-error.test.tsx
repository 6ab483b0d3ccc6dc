import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from './shell-test-kit';

function Broken(): never {
  throw new Error('price is undefined');
}

describe('render-error overlay', () => {
  it('shows the overlay with a debug line and an error toast; dismissing reloads the page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = await renderShell({
      path: '/broken-page',
      locale: 'en-US',
      routeOptions: { children: [{ path: 'broken-page', element: <Broken /> }] },
    });
    const overlay = await screen.findByRole('alertdialog', { name: 'Sorry! An unexpected error occurred.' });
    expect(within(overlay).getByText('Debug: price is undefined')).toBeInTheDocument();
    // The header and the toast area survive: only the page is replaced.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Sorry! An unexpected error occurred.')).toBeInTheDocument();
    await userEvent.setup().click(within(overlay).getByRole('button', { name: 'Dismiss and reload' }));
    expect(deps.reload).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('leaves the failed page behind when the address moves (Back, or a link out of it)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderShell({
      path: '/broken-page',
      locale: 'en-US',
      routeOptions: { children: [{ path: 'broken-page', element: <Broken /> }, { path: 'working-page', element: <p>working page</p> }] },
    });
    expect(await screen.findByRole('alertdialog', { name: 'Sorry! An unexpected error occurred.' })).toBeInTheDocument();
    act(() => router.navigate('/working-page'));
    expect(await screen.findByText('working page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    consoleError.mockRestore();
  });
});
