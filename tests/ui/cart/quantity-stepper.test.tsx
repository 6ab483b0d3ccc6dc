import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../../../src/ui/cart/cart-page';
import { cartServer, renderCart } from './cart-test-kit';

async function rowOf(name: string) {
  const link = await screen.findByRole('link', { name });
  const row = link.closest('li');
  if (!row) throw new Error(`no cart row for ${name}`);
  return within(row);
}

describe('quantity stepper on the cart page', () => {
  it('reverts non-numeric input, clamps to 9999 and sends the change after the pause', async () => {
    const { server, lines } = cartServer([{ uid: 'u1', sku: 'rice', name: 'Jasmine rice', quantity: 2 }]);
    await renderCart(<CartPage />, server);
    const row = await rowOf('Jasmine rice');
    const input = row.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveValue('2');
    fireEvent.change(input, { target: { value: '2x' } });
    expect(input).toHaveValue('2');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input).toHaveValue('9999');
    fireEvent.change(input, { target: { value: '5' } });
    expect(server.callsOf('updateCartItem')).toEqual([]);
    await waitFor(() => expect(server.callsOf('updateCartItem')).toEqual([{ cartId: 'cart-1', itemId: 'u1', quantity: 5 }]));
    await waitFor(() => expect(lines()[0]?.quantity).toBe(5));
    await waitFor(() => expect(row.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5'));
    expect(row.getByRole('textbox', { name: 'Quantity' })).toBeEnabled();
  });

  it('turns an emptied field into 1 and disables decrement at 1', async () => {
    const { server } = cartServer([{ uid: 'u1', sku: 'rice', name: 'Jasmine rice', quantity: 3 }]);
    await renderCart(<CartPage />, server);
    const row = await rowOf('Jasmine rice');
    const input = row.getByRole('textbox', { name: 'Quantity' });
    expect(row.getByRole('button', { name: 'Decrease' })).toBeEnabled();
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveValue('');
    await waitFor(() => expect(row.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1'));
    expect(row.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await waitFor(() => expect(server.callsOf('updateCartItem')).toEqual([{ cartId: 'cart-1', itemId: 'u1', quantity: 1 }]));
  });

  it('disables the stepper and the input for a free gift', async () => {
    const { server } = cartServer([
      { uid: 'u1', sku: 'rice', name: 'Jasmine rice', quantity: 2 },
      { uid: 'u2', sku: 'gift', name: 'Gift towel', quantity: 1, isFreeGift: true },
    ]);
    await renderCart(<CartPage />, server);
    const gift = await rowOf('Gift towel');
    expect(gift.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    expect(gift.getByRole('button', { name: 'Increase' })).toBeDisabled();
    expect(gift.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    expect(gift.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('increments with the + button and removes a line', async () => {
    const { server, lines } = cartServer([{ uid: 'u1', sku: 'rice', name: 'Jasmine rice', quantity: 2 }]);
    await renderCart(<CartPage />, server);
    const row = await rowOf('Jasmine rice');
    fireEvent.click(row.getByRole('button', { name: 'Increase' }));
    expect(row.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await waitFor(() => expect(lines()[0]?.quantity).toBe(3));
    await waitFor(() => expect(row.getByRole('button', { name: 'Remove Jasmine rice' })).toBeEnabled());
    fireEvent.click(row.getByRole('button', { name: 'Remove Jasmine rice' }));
    await screen.findByText('There are no items in your cart.');
    expect(server.callsOf('removeItemFromCart')).toEqual([{ cartId: 'cart-1', itemId: 'u1' }]);
  });
});
