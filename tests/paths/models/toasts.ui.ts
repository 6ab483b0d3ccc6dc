import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { offlineToast, onlineToast } from '../../../src/machines/connectivity.machine';
import { toastIdOf, toastsMachine, type Toast, type ToastsContext } from '../../../src/machines/toasts.machine';
import { offlineNotice, onlineNotice, openShop } from './connectivity.ui';
import type { UiModel } from '../support/ui-model';

// The toast area (src/ui/shell/toasts/toast-area.tsx), driven by the notices a shopper can cause without an
// account or a cart: the connection dropping and coming back (each a 3 s toast). Going offline again while the
// offline notice still shows re-adds the same toast: the chart keeps one, flagged duplicate, and restarts its timer.
//
// The chart has one state; the walk tells its states apart by the toasts shown (and their duplicate flags). The
// browser's connection is not in the chart, so the walk only offers what keeps the two in step:
//   {} → offline · {off} → online · {off, on} → offline again (duplicate) or off expires · {off*, on} → online
//   again (duplicate) · {off*, on*} → off expires · {on} or {on*} → on expires. (* = duplicate)

const OFF = toastIdOf(offlineToast);
const ON = toastIdOf(onlineToast);
const NAMES: Record<string, string> = { [OFF]: 'offline', [ON]: 'online' };

const shown = (snapshot: AnyMachineSnapshot): Toast[] => (snapshot.context as ToastsContext).toasts;
const find = (snapshot: AnyMachineSnapshot, id: string) => shown(snapshot).find((toast) => toast.id === id);
const noticeOf = (page: Page, id: string) => (id === OFF ? offlineNotice(page) : onlineNotice(page));

export const toastsModel: UiModel = {
  flow: 'toasts',
  chartFile: 'src/machines/toasts.machine.ts',
  machine: toastsMachine,
  storeView: 'en',
  starts: [{ name: 'a shopper whose browser is online', input: undefined, open: ({ page, baseURL }) => openShop(page, baseURL) }],
  reachEveryKey: true,
  key: (snapshot) => shown(snapshot).map((toast) => `${NAMES[toast.id] ?? toast.id}${toast.isDuplicate ? '*' : ''}`),
  events: (snapshot): AnyEventObject[] => {
    const off = find(snapshot, OFF);
    const on = find(snapshot, ON);
    const add = (toast: typeof offlineToast) => ({ type: 'toast.add', toast });
    const expire = (id: string) => ({ type: 'toast.expired', id });
    if (!off && !on) return [add(offlineToast)];
    if (off && !on) return [add(onlineToast)];
    if (off && on && !off.isDuplicate) return [add(offlineToast), expire(OFF)];
    if (off && on && !on.isDuplicate) return [add(onlineToast)];
    if (off && on) return [expire(OFF)];
    return on ? [expire(ON)] : [];
  },
  label: (event) =>
    event.type === 'toast.add'
      ? `toast.add(${NAMES[toastIdOf((event as unknown as { toast: typeof offlineToast }).toast)] ?? '?'})`
      : `${event.type}(${NAMES[String(event.id)] ?? '?'})`,
  on: {
    'toast.add': {
      does: 'a moment later (0.7 s), the browser goes offline, or back online (context.setOffline): the shop adds its notice',
      perform: async ({ page, context }, event) => {
        const offline = toastIdOf((event as unknown as { toast: typeof offlineToast }).toast) === OFF;
        // Spaced out so that two notices' 3 s timers end far enough apart for the page to be seen in between.
        await page.waitForTimeout(700);
        await context.setOffline(offline);
      },
    },
    'toast.expired': {
      does: 'wait for the notice to time out (3 s)',
      perform: async ({ page }, event) => {
        // Waited for as it happens (not by expect's widening polls): the other notice may time out soon after.
        await noticeOf(page, String(event.id)).waitFor({ state: 'hidden', timeout: 6_000 });
      },
    },
  },
  states: {
    active: {
      sees: "in 'Notifications', each shown notice once (a duplicate is the same notice, not a second one), no other",
      check: async ({ page }, snapshot) => {
        for (const id of [OFF, ON]) {
          const toast = find(snapshot, id);
          if (!toast) await expect(noticeOf(page, id)).toBeHidden();
          else {
            await expect(noticeOf(page, id)).toHaveCount(1);
            if (toast.isDuplicate) await expect(noticeOf(page, id)).toHaveAttribute('data-duplicate', 'true');
          }
        }
      },
    },
  },
  unreachable: {
    states: {},
    transitions: {
      'toasts.active --toast.add#0--> (self)':
        'a refused toast (no type or message, or neither timeout nor dismiss button): every notice of the shop is a fixed, valid request',
      'toasts.active --toast.dismiss#0--> (self)':
        'only the cart error and repayment error toasts are dismissable; they need a failing cart or payment, not modelled here yet (cart, checkout)',
      'toasts.active --toast.remove#0--> (self)': 'no view or chart of the shop sends toast.remove',
    },
  },
};
