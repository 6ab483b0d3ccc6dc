import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from './shell-test-kit';

describe('navigation drawer', () => {
  it('walks the category tree and backs out to the parent, then closes at the root', async () => {
    await renderShell({ path: '/no-such-page', locale: 'en-US' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Main Menu' });
    // Guests get Sign In and Register in the top bar; include_in_menu = 0 is left out.
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: 'Dry goods' })).toHaveAttribute('href', '/dry.html');
    expect(within(drawer).queryByText('Hidden category')).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');

    await user.click(within(drawer).getByRole('button', { name: 'Show subcategories of Fresh food' }));
    expect(screen.getByRole('dialog', { name: 'Fresh food' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Fresh food' })).toHaveAttribute('href', '/fresh.html');
    await user.click(screen.getByRole('button', { name: 'Show subcategories of Vegetables' }));
    expect(screen.getByRole('link', { name: 'Leafy greens' })).toHaveAttribute('href', '/leafy.html');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Fresh food' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Main Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Main Menu' })).toBeNull();
  });

  it('is dismissed by the mask button, and Sign In goes to the sign-in page while no drawer view is supplied', async () => {
    const { router } = await renderShell({ path: '/no-such-page', locale: 'en-US' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Main Menu' });
    // The mask sits outside the modal, which React Aria hides from assistive technology (Escape does the same there).
    const mask = document.querySelector<HTMLButtonElement>('button.mask');
    expect(mask).toHaveAttribute('aria-label', 'Close overlay');
    await user.click(mask as HTMLButtonElement);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.location().pathname).toBe('/sign-in');
  });
});
