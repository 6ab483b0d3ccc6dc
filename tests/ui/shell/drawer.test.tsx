import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishHandlers, renderShell } from './shell-test-kit';

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

// The operator's mobile-menu block (storefront spec S2.48): under the root categories, each heading folds its links.
const MOBILE_MENU =
  '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">' +
  '<h3 data-content-type="heading" data-appearance="default" data-element="main">Help</h3>' +
  '<div data-content-type="text" data-appearance="default" data-element="main"><ul><li><a href="/contact-us">Contact us</a></li></ul></div>' +
  '<h3 data-content-type="heading" data-appearance="default" data-element="main">Deals</h3>' +
  '<div data-content-type="text" data-appearance="default" data-element="main"><ul><li><a href="/flash-sales">Flash sales</a></li></ul></div>' +
  '<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-appearance="default" data-element="main">' +
  '<a class="pagebuilder-button-primary" href="/brands" data-link-type="default" data-element="link"><span data-element="link_text">All brands</span></a></div></div>' +
  '</div></div>';

describe('the mobile-menu block in the drawer', () => {
  it('shows the headings as closed toggles that open and close their links, and a link closes the drawer', async () => {
    const { router } = await renderShell({
      path: '/no-such-page',
      locale: 'en-US',
      handlers: englishHandlers({
        getCmsBlocks: (variables) => ({
          cmsBlocks: { items: (variables.identifiers as string[]).includes('mobile-menu') ? [{ identifier: 'mobile-menu', title: 'Mobile menu', content: MOBILE_MENU }] : [] },
        }),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main Menu' });

    const help = await within(drawer).findByRole('button', { name: 'Help' }, { timeout: 5000 });
    const deals = within(drawer).getByRole('button', { name: 'Deals' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).getByRole('heading', { name: 'Help', level: 3 })).toContainElement(help);
    // A closed section's links are out of view and out of the accessibility tree; the button group after the lists stays.
    expect(within(drawer).queryByRole('link', { name: 'Contact us' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'All brands' })).toBeVisible();

    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    const contact = within(drawer).getByRole('link', { name: 'Contact us' });
    expect(document.getElementById(help.getAttribute('aria-controls') ?? '')).toContainElement(contact);
    expect(within(drawer).queryByRole('link', { name: 'Flash sales' })).toBeNull();
    expect(deals).toHaveAttribute('aria-expanded', 'false');

    await user.click(help);
    expect(within(drawer).queryByRole('link', { name: 'Contact us' })).toBeNull();

    await user.click(deals);
    await user.click(within(drawer).getByRole('link', { name: 'Flash sales' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.location().pathname).toBe('/flash-sales');
  });
});
