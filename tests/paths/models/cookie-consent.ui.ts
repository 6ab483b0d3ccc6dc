import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { cookieConsentMachine, type CookieGroupsData } from '../../../src/machines/cookie-consent.machine';
import { appReady, chooseDeliveryArea, footer } from '../support/page';
import type { UiModel } from '../support/ui-model';

// The cookie bar and dialog (src/ui/privacy/cookie-bar.tsx, cookie-dialog.tsx) in the en store view of the seeded
// shop: the bar is switched on (amasty_gdprcookie/cookie_policy/bar), its buttons read "Cookie settings" and
// "Accept all" (store config), the three groups are Essential (always on), Analytics and Marketing.

/** The groups the seeded server answers (server/db/seed/privacy.ts): the walk's payload for the groups' arrival. */
const SEEDED: CookieGroupsData = {
  lastUpdate: null,
  groups: [
    { groupId: 1, code: 'essential', name: 'Essential', description: null, isEssential: true, checked: true },
    { groupId: 2, code: 'analytics', name: 'Analytics', description: null, isEssential: false, checked: false },
    { groupId: 3, code: 'marketing', name: 'Marketing', description: null, isEssential: false, checked: false },
  ],
};
const MARKETING = 3;

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Privacy settings for cookies' });

/** The bar sits below the footer, which mounts on approach: bring both into view. */
async function shownBar(page: Page) {
  await footer(page);
  const notice = bar(page);
  await notice.scrollIntoViewIfNeeded();
  return notice;
}

/** No notice and no dialog: what a person sees once the choice is made. */
async function noticeGone(page: Page): Promise<void> {
  await expect(dialog(page)).toBeHidden();
  await footer(page);
  await expect(bar(page)).toBeHidden();
}

export const cookieConsentModel: UiModel = {
  flow: 'cookie-consent',
  chartFile: 'src/machines/cookie-consent.machine.ts',
  machine: cookieConsentMachine,
  storeView: 'en',
  starts: [
    {
      name: 'a visitor who has not chosen yet',
      input: { barEnabled: true, stored: null },
      open: async ({ page, baseURL }) => {
        await chooseDeliveryArea(page, baseURL);
        await page.goto('/en/landing');
        await appReady(page, 'en');
      },
    },
  ],
  events: (): AnyEventObject[] => [
    { type: 'xstate.done.actor.loadGroups', output: SEEDED },
    { type: 'xstate.done.actor.saveChoice' },
    { type: 'xstate.error.actor.saveChoice', error: new Error('offline') },
    { type: 'cookies.acceptAll' },
    { type: 'cookies.customize' },
    { type: 'cookies.openSettings' },
    { type: 'cookies.toggle', groupId: MARKETING },
    { type: 'cookies.agree' },
    { type: 'cookies.close' },
  ],
  label: (event) => (event.type === 'cookies.toggle' ? 'cookies.toggle(Marketing)' : event.type),
  on: {
    'xstate.done.actor.loadGroups': {
      does: 'wait: the shop answers the cookie groups',
      perform: async () => {},
    },
    'xstate.done.actor.saveChoice': {
      does: 'wait: the server keeps the choice',
      perform: async ({ page }) => {
        await page.waitForLoadState('networkidle');
      },
    },
    'xstate.error.actor.saveChoice': {
      does: 'the browser went offline before the choice: the server never hears of it',
      arrangeBefore: async ({ context }) => {
        await context.setOffline(true);
      },
      perform: async () => {},
    },
    'cookies.acceptAll': {
      does: "click 'Accept all' (in the notice, or in the dialog when it is open)",
      perform: async ({ page }, _event, from) => {
        const inDialog = from.matches('dialog');
        await (inDialog ? dialog(page) : await shownBar(page)).getByRole('button', { name: 'Accept all' }).click();
      },
    },
    'cookies.customize': {
      does: "click 'Cookie settings' in the cookie notice",
      perform: async ({ page }) => {
        await (await shownBar(page)).getByRole('button', { name: 'Cookie settings' }).click();
      },
    },
    'cookies.openSettings': {
      does: "click the footer's 'Cookie settings' link",
      perform: async ({ page }) => {
        await (await footer(page)).getByRole('button', { name: 'Cookie settings' }).click();
      },
    },
    'cookies.toggle': {
      does: "tick or untick 'Marketing' in the dialog",
      perform: async ({ page }) => {
        const box = dialog(page).getByRole('checkbox', { name: 'Marketing' });
        const was = await box.isChecked();
        await dialog(page).getByText('Marketing', { exact: true }).click();
        await expect(box).toBeChecked({ checked: !was });
      },
    },
    'cookies.agree': {
      does: "click 'Agree' in the dialog",
      perform: async ({ page }) => {
        await dialog(page).getByRole('button', { name: 'Agree' }).click();
      },
    },
    'cookies.close': {
      does: "click the dialog's 'Close' button",
      perform: async ({ page }) => {
        await dialog(page).getByRole('button', { name: 'Close' }).click();
      },
    },
  },
  states: {
    checking: {
      sees: 'the page, before the notice is decided',
      check: async ({ page }) => appReady(page, 'en'),
    },
    bar: {
      sees: "the 'Cookie notice' with 'Cookie settings' and 'Accept all', no dialog",
      check: async ({ page }) => {
        const notice = await shownBar(page);
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('button', { name: 'Accept all' })).toBeVisible();
        await expect(dialog(page)).toBeHidden();
      },
    },
    'dialog.editing': {
      sees: "the dialog 'Privacy settings for cookies' with its groups, Essential checked and read-only",
      check: async ({ page }) => {
        await expect(dialog(page)).toBeVisible();
        const essential = dialog(page).getByRole('checkbox', { name: /Essential/ });
        await expect(essential).toBeChecked();
        await expect(essential).toHaveAttribute('aria-readonly', 'true');
        await expect(dialog(page).getByRole('button', { name: 'Agree' })).toBeEnabled();
      },
    },
    'accepted.saving': {
      sees: 'no notice and no dialog (the choice is kept at once, the server is told behind)',
      check: async ({ page }) => noticeGone(page),
    },
    'accepted.settled': {
      sees: "no notice and no dialog; the footer's 'Cookie settings' link stays",
      check: async ({ page }) => {
        await noticeGone(page);
        await expect((await footer(page)).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
      },
    },
  },
  unreachable: {
    states: {
      undecided:
        'the seeded store switches the bar on (amasty_gdprcookie/cookie_policy/bar = 1); switching it off is an operator setting, not something a shopper does',
      'dialog.loading': 'the dialog loads the groups only when the load at page start failed, and a page opened offline is no shop to walk',
      'dialog.failed': 'as dialog.loading: it needs the groups load at page start to fail while the page itself loads',
    },
    transitions: {
      'cookieConsent.checking --xstate.error.actor.loadGroups#0--> cookieConsent.deciding': 'the groups load runs as the page starts: the network cannot fail in that instant while the page itself loads',
      'cookieConsent.deciding --(always)#2--> cookieConsent.undecided': 'needs the bar switched off (operator setting)',
      'cookieConsent.undecided --cookies.openSettings#0--> cookieConsent.dialog': 'needs the bar switched off (operator setting)',
      'cookieConsent.dialog.preparing --(always)#1--> cookieConsent.dialog.loading': 'needs the groups load at page start to fail',
      'cookieConsent.dialog.loading --xstate.done.actor.loadGroups#0--> cookieConsent.dialog.editing': 'needs the groups load at page start to fail',
      'cookieConsent.dialog.loading --xstate.error.actor.loadGroups#0--> cookieConsent.dialog.failed': 'needs the groups load at page start to fail',
      'cookieConsent.dialog.failed --cookies.retry#0--> cookieConsent.dialog.loading': 'needs the groups load at page start to fail',
    },
  },
};
