import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHandlers, englishHandlers, renderShell, type Variables } from './shell-test-kit';

const UNKNOWN_PATH = '/no-such-page';

function money(value: number) {
  return { value, currency: 'THB' };
}

/** getSearchSuggestions answers: one product and one category whose names contain the text. */
function suggestions(variables: Variables) {
  const text = String(variables.inputText);
  return {
    products: {
      items: [
        {
          uid: 'MTI=',
          name: `${text} ตราดอยเฟรช`,
          url_key: 'doi-fresh-garlic',
          url_suffix: '.html',
          thumbnail: { url: 'https://shop.test/media/catalog/product/g/a/garlic.jpg', label: null },
          small_image: null,
          price_range: { minimum_price: { final_price: money(1234.5) } },
        },
      ],
    },
    categories: {
      items: [
        { uid: 'Mg==', name: 'Default Category', level: 1, url_key: null, url_path: null, url_suffix: null },
        { uid: 'Mw==', name: `หมวด${text}`, level: 2, url_key: 'vegetables', url_path: 'vegetables', url_suffix: '.html' },
      ],
    },
  };
}

/** What React Aria's live region (its own, beside the page's status) has announced. */
function ariaAnnouncements(): string {
  return document.querySelector('[data-live-announcer]')?.textContent ?? '';
}

async function openSuggestionField(name: string) {
  const { default: userEvent } = await import('@testing-library/user-event');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('searchbox', { name }));
  // The combobox loads on first focus and takes the field over, focused. Its module (React Aria's combobox) is the
  // first import of it in a cold run, transformed on the spot: seconds on a busy machine, so it is waited for longer.
  const field = await screen.findByRole('combobox', { name }, { timeout: 20_000 });
  await waitFor(() => expect(field).toHaveFocus());
  return { user, field };
}

describe('header search suggestions', () => {
  it('th: lists the product with its price and the category, names everything in Thai, and opens the pick', async () => {
    const { router, server } = await renderShell({ path: UNKNOWN_PATH, handlers: defaultHandlers({ getSearchSuggestions: suggestions }) });
    const { user, field } = await openSuggestionField('ค้นหาสินค้า');
    await user.type(field, 'กระเทียม');

    const list = await screen.findByRole('listbox', { name: /^คำแนะนำการค้นหา/ });
    const product = await within(list).findByRole('option', { name: /กระเทียม ตราดอยเฟรช/ });
    expect(product).toHaveTextContent('฿1,234.50');
    expect(within(product).getByRole('presentation', { hidden: true })).toHaveAttribute('src', expect.stringMatching(/^\/media\/catalog\/product\/g\/a\/garlic\.jpg\?/));
    expect(within(list).getByRole('group', { name: 'สินค้า' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /หมวดกระเทียม/ })).toBeInTheDocument();
    // The root category is not a suggestion.
    expect(within(list).queryByRole('option', { name: /Default Category/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('แนะนำสินค้า 1 รายการ และหมวดหมู่ 1 รายการ');
    // React Aria's own announcement of the opened list is Thai too (it ships no Thai: src/i18n/react-aria-strings.ts).
    await waitFor(() => expect(ariaAnnouncements()).toMatch(/มีตัวเลือก 2 รายการ/));
    expect(ariaAnnouncements()).not.toMatch(/available/);
    // Debounced: not one request per key (8 keys; a slow test machine may pause mid-word), the last for the word.
    const asked = server.calls.filter((call) => call.operationName === 'getSearchSuggestions').map((call) => call.variables.inputText);
    expect(asked.length).toBeLessThan('กระเทียม'.length);
    expect(asked.at(-1)).toBe('กระเทียม');

    // The clear button is named in Thai too (React Aria's own label is English).
    expect(screen.getByRole('button', { name: 'ล้างคำค้นหา' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.location().pathname).toBe('/doi-fresh-garlic.html'), { timeout: 5000 });
  });

  it('en: Enter without a highlighted suggestion runs the full search; a category pick opens the category', async () => {
    const { router } = await renderShell({ path: UNKNOWN_PATH, locale: 'en-US', handlers: englishHandlers({ getSearchSuggestions: suggestions }) });
    const { user, field } = await openSuggestionField('Search products');
    await user.type(field, 'garlic');
    const list = await screen.findByRole('listbox', { name: /^Search suggestions/ });
    expect(within(list).getByRole('option', { name: 'Category: หมวดgarlic' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 product and 1 category suggested.');
    await waitFor(() => expect(ariaAnnouncements()).toMatch(/2 options available\./));

    await user.keyboard('{Enter}');
    // The results page is a lazily loaded route: the navigation ends once its code is in.
    await waitFor(() => expect(router.location().pathname).toBe('/search.html'), { timeout: 5000 });
    expect(new URLSearchParams(router.location().search).get('query')).toBe('garlic');

    await user.click(field);
    await user.keyboard('{ArrowDown}');
    const again = await screen.findByRole('listbox', { name: /^Search suggestions/ });
    await user.click(within(again).getByRole('option', { name: 'Category: หมวดgarlic' }));
    await waitFor(() => expect(router.location().pathname).toBe('/vegetables.html'), { timeout: 5000 });
  });

  it('shows nothing broken when the suggestion request fails, and the search still runs', async () => {
    const { router } = await renderShell({
      path: UNKNOWN_PATH,
      handlers: defaultHandlers({
        getSearchSuggestions: () => {
          throw new Error('Search is unavailable');
        },
      }),
    });
    const { user, field } = await openSuggestionField('ค้นหาสินค้า');
    await user.type(field, 'ข้าว');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(/Search is unavailable/)).toBeNull();
    await user.keyboard('{Enter}');
    // The results page is a lazily loaded route: the navigation ends once its code is in.
    await waitFor(() => expect(router.location().pathname).toBe('/search.html'), { timeout: 5000 });
  });
});
