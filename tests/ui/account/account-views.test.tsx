import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../../src/lib/browser-persistence';
import { accountRoutes } from '../../../src/ui/account/account-routes';
import { AccountShell } from '../../../src/ui/account/account-shell';
import { AccountTrigger } from '../../../src/ui/account/account-trigger';
import { englishHandlers, renderShell, storeConfig, type Handler } from '../shell/shell-test-kit';
import { sessionOnFakeServer } from './session-on-fake-server';

const customer = {
  email: 'somchai@example.com',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  is_subscribed: false,
  date_of_birth: null,
  taxvat: null,
  gender: null,
  customer_type: 'b2c',
  request_credit_status: null,
  default_billing: null,
  default_shipping: null,
  addresses: [],
};

const accountHandlers = (overrides: Record<string, Handler> = {}) =>
  englishHandlers({
    signIn: () => ({ generateCustomerToken: { token: 'tok-1', customer_expiration: 3600, enable_gtm: '0', enable_gtm_ga4: '0' } }),
    getCustomer: () => ({ customer }),
    getSocialLoginSettings: () => ({ storeConfig: { store_code: 'en', amsociallogin_general_enabled: 0, amsociallogin_general_button_shape: 0 } }),
    amSocialLoginButtonConfig: () => ({ amSocialLoginButtonConfig: [] }),
    signOut: () => ({ revokeCustomerToken: { result: true } }),
    ...overrides,
  });

/** The real account area on the shell, with a session actor over the same fake server and a cart that only listens. */
async function renderAccount(path: string, options: { signedIn?: boolean; handlers?: Record<string, Handler>; locale?: 'en-US' | 'th-TH' } = {}) {
  const handlers = options.handlers ?? accountHandlers();
  const { storage, persistence, client, cart, session } = sessionOnFakeServer(handlers, !!options.signedIn);
  // The session's messages to the cart are what some tests check.
  const cartEvents: string[] = [];
  const send = cart.send.bind(cart);
  cart.send = (event) => {
    cartEvents.push(event.type);
    send(event);
  };
  const rendered = await renderShell({
    path,
    locale: options.locale ?? 'en-US',
    handlers,
    persistence,
    deps: { client },
    routeOptions: {
      children: accountRoutes(),
      layoutWrapper: ({ children }: { children: ReactNode }) => <AccountShell session={session}>{children}</AccountShell>,
      accountTrigger: <AccountTrigger />,
    },
  });
  return { ...rendered, session, cartEvents, storage, persistence };
}

describe('account views', () => {
  it('sign-in shows the rule messages, then signs in, merges the cart and goes to the return location', async () => {
    const { router, session, cartEvents, storage } = await renderAccount('/sign-in?return=%2Fcustomer%2Faccount%2Fedit');
    const user = userEvent.setup();
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Sign In' }));
    expect(within(main).getAllByText('Is required.')).toHaveLength(2);
    await user.type(within(main).getByRole('textbox', { name: /Email address/ }), 'somchai@');
    expect(within(main).getByText('Please enter a valid email address (Ex johndoe@domain.com).')).toBeInTheDocument();
    await user.type(within(main).getByRole('textbox', { name: /Email address/ }), 'example.com');
    await user.type(within(main).getByLabelText(/^Password/), 'Talat-demo-2025');
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.location().pathname).toBe('/customer/account/edit'));
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    expect(cartEvents).toContain('cart.signIn');
    expect(JSON.parse(storage.getItem(storageKey('signin_token')) ?? '{}')).toMatchObject({ value: 'tok-1', ttl: 3600 });
    // The header's trigger shows the customer's name once loaded.
    await waitFor(() => expect(session.getSnapshot().context.user?.lastname).toBe('Jaidee'));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu: Somchai Jaidee' })).toBeInTheDocument());
  });

  it('registration is prefilled from the /create-account query', async () => {
    await renderAccount('/create-account?email=nok%40example.com&firstName=Nok&lastName=Jaingam');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('textbox', { name: /First name/ })).toHaveValue('Nok');
    expect(within(main).getByRole('textbox', { name: /Last name/ })).toHaveValue('Jaingam');
    expect(within(main).getByRole('textbox', { name: /Email address/ })).toHaveValue('nok@example.com');
  });

  it('a guest opening a guarded page is sent to sign in with the page as the return location', async () => {
    const { router } = await renderAccount('/sales/order/history?state%5Bfilter%5D=processing,Processing');
    await waitFor(() => expect(router.location().pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.location().search).get('return')).toBe('/sales/order/history?state%5Bfilter%5D=processing,Processing');
  });

  it('signed in: the drawer chip says Hi with the first name; sign-out clears the session and resets the cart', async () => {
    const { session, cartEvents, router, persistence } = await renderAccount('/customer/account', { signedIn: true });
    // The customer's delivery address kept from their last order (checkout-runtime.ts) must not outlive the session.
    persistence.set('shipping_address', {
      firstname: 'Somchai', lastname: 'Jaidee', street: ['99/1 Sukhumvit 24'], city: 'Khlong Toei', subDistrict: 'Khlong Tan', subDistrictId: 100101, cityId: 1001,
      region_code: 'TH-10', region_id: 1, region: 'Bangkok', postcode: '10110', telephone: '0812345678', country_id: 'TH', email: null, company: null, invoice: null,
    });
    persistence.set('shippingMethod', { carrier_code: 'talat_standard', method_code: 'standard', carrier_title: 'Standard', slot: null });
    const user = userEvent.setup();
    await waitFor(() => expect(session.getSnapshot().context.user?.firstname).toBe('Somchai'));
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('button', { name: 'Hi, Somchai' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));

    router.navigate('/customer/account/logout');
    // The sign-out page's code loads on first visit (its own chunk).
    await waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true), { timeout: 5000 });
    expect(cartEvents.slice(-2)).toEqual(['cart.session', 'cart.reset']);
    expect(persistence.get('shipping_address')).toBeUndefined();
    expect(persistence.get('shippingMethod')).toBeUndefined();
    await waitFor(() => expect(router.location().pathname).toBe('/landing'));
  });

  it('hides the header account trigger of a signed-in customer while the store is in pre-launch mode (A2.29)', async () => {
    const preLaunch = accountHandlers({ getStoreConfigData: () => storeConfig({ store_code: 'en', store_name: 'EN', locale: 'en_US', is_pre_launch: true }) });
    const { session } = await renderAccount('/customer/account', { signedIn: true, handlers: preLaunch });
    await waitFor(() => expect(session.getSnapshot().context.user?.firstname).toBe('Somchai'));
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: /^Account menu/ })).toBeNull();
  });

  it('shows it, named after the customer, when the store is open', async () => {
    const { session } = await renderAccount('/customer/account', { signedIn: true });
    await waitFor(() => expect(session.getSnapshot().context.user?.firstname).toBe('Somchai'));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Account menu: Somchai Jaidee' })).toBeInTheDocument();
  });

  it('my reviews list each review with a link to its own page, which shows that review only (A2.10)', async () => {
    const review = (id: number, name: string, urlKey: string, summary: string) => ({
      review_id: id, summary, text: `${summary}!`, nickname: 'Somchai', created_at: '2026-11-30 03:00:00', average_rating: 80, product: { uid: `P${id}`, name, url_key: urlKey },
    });
    const handlers = accountHandlers({
      getCustomerReviews: () => ({ customer: { reviews: { items: [review(7, 'Jasmine rice', 'jasmine-rice', 'Fragrant'), review(9, 'Fish sauce', 'fish-sauce', 'Salty')], page_info: { current_page: 1, total_pages: 1 } } } }),
    });
    const { router } = await renderAccount('/review/customer', { signedIn: true, handlers });
    const user = userEvent.setup();
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Jasmine rice' })).toHaveAttribute('href', '/jasmine-rice.html');
    expect(within(main).getByText('Salty')).toBeInTheDocument();
    await user.click(within(main).getByRole('link', { name: 'See review details: Jasmine rice' }));
    expect(router.location().pathname).toBe('/review/customer/view/review_id/7');
    await waitFor(() => expect(within(main).queryByText('Salty')).toBeNull());
    expect(within(main).getByText('Fragrant')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to my reviews' })).toHaveAttribute('href', '/review/customer');

    router.navigate('/review/customer/view/review_id/99');
    expect(await screen.findByRole('heading', { name: 'Sorry, the page you were looking for could not be found.' })).toBeInTheDocument();
  });
});
