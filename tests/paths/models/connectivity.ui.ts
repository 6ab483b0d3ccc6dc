import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { connectivityMachine, type ConnectivityContext } from '../../../src/machines/connectivity.machine';
import { appReady, chooseDeliveryArea } from '../support/page';
import type { UiModel } from '../support/ui-model';

// Online/offline (src/ui/providers/shell-actors.tsx listens to the window's online/offline events; the notices are
// toasts in the 'Notifications' region) in the en store view. The browser goes offline through
// context.setOffline, as a shopper's connection drops.

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const offlineNotice = (page: Page) => notices(page).getByRole('alert').filter({ hasText: 'You are offline. Some features may be unavailable.' });
export const onlineNotice = (page: Page) => notices(page).getByRole('status').filter({ hasText: 'You are online.' });

export async function openShop(page: Page, baseURL: string): Promise<void> {
  await chooseDeliveryArea(page, baseURL);
  await page.goto('/en/landing');
  await appReady(page, 'en');
}

export const connectivityModel: UiModel = {
  flow: 'connectivity',
  chartFile: 'src/machines/connectivity.machine.ts',
  machine: connectivityMachine,
  storeView: 'en',
  starts: [{ name: 'a shopper whose browser is online', input: { online: true }, open: ({ page, baseURL }) => openShop(page, baseURL) }],
  key: (snapshot: AnyMachineSnapshot) => (snapshot.context as ConnectivityContext).hasBeenOffline,
  events: (): AnyEventObject[] => [{ type: 'connectivity.offline' }, { type: 'connectivity.online' }],
  on: {
    'connectivity.offline': {
      does: 'the browser goes offline (context.setOffline(true))',
      perform: async ({ context }) => context.setOffline(true),
    },
    'connectivity.online': {
      does: 'the browser comes back online (context.setOffline(false))',
      perform: async ({ context }) => context.setOffline(false),
    },
  },
  states: {
    online: {
      sees: "no 'You are offline' notice at first; after being offline, the notice 'You are online.'",
      check: async ({ page }, snapshot) => {
        if ((snapshot.context as ConnectivityContext).hasBeenOffline) await expect(onlineNotice(page)).toBeVisible();
        else await expect(offlineNotice(page)).toBeHidden();
      },
    },
    offline: {
      sees: "the alert 'You are offline. Some features may be unavailable.'",
      check: async ({ page }) => {
        await expect(offlineNotice(page)).toBeVisible();
      },
    },
  },
  unreachable: {
    states: {},
    transitions: {
      'connectivity.starting --(always)#0--> connectivity.offline':
        'the shop starts offline only from the service worker\'s cached shell; the path walk blocks service workers (tests/e2e/offline.spec.ts covers the worker)',
    },
  },
};
