import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MiniCart } from '../../../src/ui/cart/mini-cart';
import { cartServer, renderCart } from './cart-test-kit';

describe('mini cart count', () => {
  it('shows the cart total quantity and feeds the header count source', async () => {
    const { server } = cartServer([
      { uid: 'u1', sku: 'rice', name: 'Jasmine rice', quantity: 2 },
      { uid: 'u2', sku: 'eggs', name: 'Eggs', quantity: 3 },
    ]);
    const { runtime } = await renderCart(<MiniCart />, server);
    expect(await screen.findByTestId('mini-cart-count')).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'My Cart: 5 items' })).toBeInTheDocument();
    expect(runtime.countSource.getCount()).toBe(5);
  });

  it('shows 99+ above 99', async () => {
    const { server } = cartServer([{ uid: 'u1', sku: 'water', name: 'Water', quantity: 120 }]);
    await renderCart(<MiniCart />, server);
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('99+'));
  });

  it('shows no badge for an empty cart', async () => {
    const { server } = cartServer([]);
    const { runtime } = await renderCart(<MiniCart />, server);
    await waitFor(() => expect(runtime.countSource.getCount()).toBe(0));
    expect(screen.queryByTestId('mini-cart-count')).toBeNull();
  });

  it('opens one dialog with the lines (the popover is never a second dialog while the panel loads)', async () => {
    const user = userEvent.setup();
    const { server } = cartServer([{ uid: 'u1', sku: 'rice', name: 'Jasmine rice', quantity: 2 }]);
    await renderCart(<MiniCart />, server);
    await user.click(await screen.findByRole('button', { name: 'My Cart: 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(await within(dialog).findByText('Jasmine rice')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('link', { name: 'View Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
