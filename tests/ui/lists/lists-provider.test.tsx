// The shopping lists start at the first sign-in: a guest's page loads neither chart and their heart sends them to
// sign in; a signed-in customer's heart waits, disabled, until the lists are loaded, then opens the popup.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountShell } from '../../../src/ui/account/account-shell';
import { ListHeart } from '../../../src/ui/lists/list-heart';
import { englishHandlers, renderShell } from '../shell/shell-test-kit';
import { sessionOnFakeServer } from '../account/session-on-fake-server';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/ui/lists/lists-actors', async (importActual) => {
  const actual = await importActual<typeof import('../../../src/ui/lists/lists-actors')>();
  return {
    ...actual,
    startListsActors: (...args: Parameters<typeof actual.startListsActors>) => {
      started.count += 1;
      return actual.startListsActors(...args);
    },
  };
});

afterEach(() => {
  started.count = 0;
});

const customer = {
  email: 'malee@krua-thai.example', firstname: 'Malee', lastname: 'Srisuk', is_subscribed: false, date_of_birth: null, taxvat: null, gender: null,
  customer_type: 'b2c', request_credit_status: null, default_billing: null, default_shipping: null, addresses: [],
};
const wishlistGroups = { customer: { wishlist_groups: [{ tigren_wishlistplus_group_id: 4, group_name: 'Weekly', description: null, color: null, created_time: null, updated_time: null, customer_id: 7, is_default: true, sharing_code: null, items: [] }] } };

async function renderHeart(signedIn: boolean) {
  let releaseLists: () => void = () => {};
  const listsAnswered = new Promise<void>((resolve) => (releaseLists = resolve));
  const handlers = englishHandlers({
    getCustomer: () => ({ customer }),
    customerWishlistGroups: async () => {
      await listsAnswered;
      return wishlistGroups;
    },
  });
  const { persistence, server, client, session } = sessionOnFakeServer(handlers, signedIn);
  const rendered = await renderShell({
    path: '/heart',
    locale: 'en-US',
    handlers,
    persistence,
    deps: { client },
    routeOptions: {
      children: [{ path: 'heart', element: <ListHeart product={{ uid: 'MTI=', name: 'Jasmine rice' }} /> }],
      layoutWrapper: ({ children }: { children: ReactNode }) => <AccountShell session={session}>{children}</AccountShell>,
    },
  });
  return { ...rendered, calls: server.calls, releaseLists };
}

describe('shopping lists provider', () => {
  it("a guest's page starts no lists chart; the heart sends them to sign in", async () => {
    const { router, calls } = await renderHeart(false);
    const heart = await screen.findByRole('button', { name: 'Sign in to add Jasmine rice to a shopping list' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.setup().click(heart);
    await waitFor(() => expect(router.location().pathname).toBe('/sign-in'));
    expect(started.count).toBe(0);
    expect(calls.some((call) => call.operationName === 'customerWishlistGroups')).toBe(false);
  });

  it("a signed-in customer's heart waits for the lists, then opens the popup", async () => {
    const { releaseLists } = await renderHeart(true);
    const heart = await screen.findByRole('button', { name: 'Add Jasmine rice to a shopping list' });
    await waitFor(() => expect(started.count).toBe(1));
    expect(heart).toBeDisabled();
    releaseLists();
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.setup().click(heart);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Weekly');
    expect(started.count).toBe(1);
  });
});
