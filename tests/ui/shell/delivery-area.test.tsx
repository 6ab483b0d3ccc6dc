import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCookie } from '../../../src/lib/cookies';
import { englishHandlers, renderShell } from './shell-test-kit';

const regions = {
  getRegionsData: ({ postcode }: { postcode?: unknown }) => ({
    getRegionsData:
      postcode === '10110'
        ? [
            { key: '10110-1', location: '10110 Khlong Toei, Bangkok', active: true },
            { key: '10110-2', location: '10110 Khlong Tan, Bangkok', active: false },
          ]
        : [],
  }),
};

describe('delivery-area selector', () => {
  it('opens by itself without a saved location, disables areas outside delivery and saves the chosen one', async () => {
    await renderShell({ path: '/no-such-page', locale: 'en-US', savedLocation: false, handlers: englishHandlers(regions) });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your delivery area' });
    expect(within(dialog).getByText('Please enter your postal code to find the delivery area.')).toBeInTheDocument();
    const user = userEvent.setup();
    const postcode = within(dialog).getByRole('textbox', { name: 'Postal code' });

    await user.type(postcode, '99999{Enter}');
    expect(await within(dialog).findByText('We sincerely apologize for the inconvenience. Your location is outside our service area.')).toBeInTheDocument();

    await user.clear(postcode);
    await user.type(postcode, '10a110');
    expect(postcode).toHaveValue('10110');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    const outside = await within(dialog).findByRole('button', { name: /Khlong Tan/ });
    expect(outside).toBeDisabled();
    expect(outside).toHaveTextContent('(Outside delivery area)');
    await user.click(within(dialog).getByRole('button', { name: '10110 Khlong Toei, Bangkok' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getCookie('location_key')).toBe('10110-1');
    expect(getCookie('location_value')).toBe('10110 Khlong Toei, Bangkok');
    expect(await screen.findByText('Shipping address has been saved successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delivery area: 10110 Khlong Toei, Bangkok' })).toBeInTheDocument();
  });

  it('asks for the postcode when the field is empty', async () => {
    await renderShell({ path: '/no-such-page', locale: 'en-US', handlers: englishHandlers(regions) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Delivery area/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your delivery area' });
    const postcode = within(dialog).getByRole('textbox', { name: 'Postal code' });
    expect(postcode).toHaveValue('10110');
    await user.clear(postcode);
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
