// /communications on the real account area and shell: a guest is sent to sign in and brought back; a signed-in
// customer sees the newsletter choice as the server has it, and what a save says follows the server's answer
// (double opt-in: asking to subscribe waits for the confirmation link).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../src/ui/account/account-routes';
import { AccountShell } from '../../../src/ui/account/account-shell';
import { AccountTrigger } from '../../../src/ui/account/account-trigger';
import { englishHandlers, renderShell, type Handler } from '../shell/shell-test-kit';
import { sessionOnFakeServer } from './session-on-fake-server';

const customer = (isSubscribed: boolean) => ({
  email: 'somchai@example.com',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  is_subscribed: isSubscribed,
  date_of_birth: null,
  taxvat: null,
  gender: null,
  customer_type: 'b2c',
  request_credit_status: null,
  default_billing: null,
  default_shipping: null,
  addresses: [],
});

/** A fake server that keeps the flag: subscribing answers false (waiting for the link), unsubscribing false. */
function handlersWith(initial: boolean) {
  let subscribed = initial;
  const updates: unknown[] = [];
  const handlers: Record<string, Handler> = englishHandlers({
    signIn: () => ({ generateCustomerToken: { token: 'tok-1', customer_expiration: 3600, enable_gtm: '0', enable_gtm_ga4: '0' } }),
    getCustomer: () => ({ customer: customer(subscribed) }),
    getSocialLoginSettings: () => ({ storeConfig: { store_code: 'en', amsociallogin_general_enabled: 0, amsociallogin_general_button_shape: 0 } }),
    amSocialLoginButtonConfig: () => ({ amSocialLoginButtonConfig: [] }),
    updateCustomerInformation: (variables) => {
      const input = (variables as { input: { is_subscribed?: boolean } }).input;
      updates.push(input);
      if (input.is_subscribed === false) subscribed = false;
      const { email, firstname, lastname, date_of_birth, taxvat, gender } = customer(subscribed);
      return { updateCustomerV2: { customer: { email, firstname, lastname, is_subscribed: subscribed, date_of_birth, taxvat, gender } } };
    },
  });
  return { handlers, updates };
}

async function renderCommunications(path: string, signedIn: boolean, initial = false) {
  const { handlers, updates } = handlersWith(initial);
  const { persistence, client, session } = sessionOnFakeServer(handlers, signedIn);
  const rendered = await renderShell({
    path,
    locale: 'en-US',
    handlers,
    persistence,
    deps: { client },
    routeOptions: {
      children: accountRoutes(),
      layoutWrapper: ({ children }: { children: ReactNode }) => <AccountShell session={session}>{children}</AccountShell>,
      accountTrigger: <AccountTrigger />,
    },
  });
  return { ...rendered, updates };
}

describe('/communications', () => {
  it('sends a guest to sign in and, after signing in, back to the page', async () => {
    const { router } = await renderCommunications('/communications', false);
    await waitFor(() => expect(router.location().pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.location().search).get('return')).toBe('/communications');
    const user = userEvent.setup();
    const main = await screen.findByRole('main');
    await user.type(await within(main).findByRole('textbox', { name: /Email address/ }), 'somchai@example.com');
    await user.type(within(main).getByLabelText(/^Password/), 'Talat-demo-2025');
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.location().pathname).toBe('/communications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Communications' })).toBeInTheDocument();
  });

  it("shows the customer's choice, in the account menu, and says what a save did", async () => {
    const { updates } = await renderCommunications('/communications', true, false);
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Account pages' });
    expect(within(nav).getByRole('link', { name: 'Communications' })).toHaveAttribute('href', '/communications');
    const box = await screen.findByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/recipes to somchai@example\.com/)).toBeInTheDocument();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to somchai@example.com. Your subscription starts once you open it.');
    expect(updates).toEqual([{ is_subscribed: true }]);
  });

  it('unsubscribes a subscribed customer', async () => {
    const { updates } = await renderCommunications('/communications', true, true);
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will not receive the newsletter.');
    expect(updates).toEqual([{ is_subscribed: false }]);
  });
});
