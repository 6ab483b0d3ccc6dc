import { screen, waitFor } from '@testing-library/react';
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
});
