import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { deliveryAreaMachine, type DeliveryAreaContext, type LocationOption } from '../../../src/machines/delivery-area.machine';
import { appReady, chooseDeliveryArea, SAVED_AREA } from '../support/page';
import type { UiModel } from '../support/ui-model';

// The delivery-area popup (src/ui/shell/header/delivery-area-popup.tsx, the header's trigger in delivery-area.tsx)
// in the en store view, against the seeded areas (server/db/seed/delivery-areas.ts): 10110 and 10900 are served
// Bangkok postcodes, 99999 is nowhere. A returning shopper has 10110 (Khlong Tan) saved in the location cookies.

/** What the seeded server answers per postcode, as far as the walk needs it (the first, active row). */
const ANSWERS: Record<string, LocationOption[]> = {
  '10110': [{ key: '10110-1', location: 'Khlong Tan, Khlong Toei, Bangkok 10110', active: true }],
  '10900': [{ key: '10900-1', location: 'Chatuchak, Chatuchak, Bangkok 10900', active: true }],
  '99999': [],
};
/** The postcodes a person types in the walk: malformed, outside every area, served. */
const TYPED = ['123', '99999', '10900'];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as DeliveryAreaContext;
const popup = (page: Page) => page.getByRole('dialog', { name: 'Choose your delivery area' });
const field = (page: Page) => popup(page).getByRole('textbox', { name: 'Postal code' });
const trigger = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Delivery area/ });
const onBlankTab = (page: Page) => page.url() === 'about:blank';

/** The postcode a person expects the form to start from: the saved area's own, else nothing. */
const savedPostcode = (page: Page) => page.context().cookies().then((all) => {
  const value = decodeURIComponent(all.find((c) => c.name === 'location_value')?.value ?? '');
  return /\b(\d{5})\b/.exec(value)?.[1] ?? '';
});

const ERRORS: Record<string, string> = { 'validation.required': 'Is required.', 'deliveryArea.postcodeInvalid': 'Please enter a 5-digit postal code.' };

/**
 * The field holds what was typed, or (nothing typed since the popup opened) the saved area's postcode: the person
 * expects the form to start from where they are, not from the chart's idea of it. A refused postcode says why.
 */
async function expectForm(page: Page, snapshot: AnyMachineSnapshot): Promise<void> {
  const { postcode, postcodeError } = ctx(snapshot);
  await expect(field(page)).toHaveValue(TYPED.includes(postcode) ? postcode : await savedPostcode(page));
  const error = postcodeError && 'id' in postcodeError ? ERRORS[postcodeError.id] : undefined;
  if (error) await expect(popup(page).getByText(error)).toBeVisible();
  else for (const text of Object.values(ERRORS)) await expect(popup(page).getByText(text)).toBeHidden();
}

export const deliveryAreaModel: UiModel = {
  flow: 'delivery-area',
  chartFile: 'src/machines/delivery-area.machine.ts',
  machine: deliveryAreaMachine,
  storeView: 'en',
  starts: [
    {
      name: 'a returning shopper with 10110 saved',
      input: { savedLocation: { key: SAVED_AREA.key, value: 'Khlong Tan, Khlong Toei, Bangkok 10110' }, preLaunch: false },
      open: async ({ page, baseURL }) => {
        await chooseDeliveryArea(page, baseURL);
        // The shop saves the label of the store view the area was chosen in: the en one here.
        await page.context().addCookies([{ name: 'location_value', value: encodeURIComponent('Khlong Tan, Khlong Toei, Bangkok 10110'), url: baseURL }]);
        await page.goto('/en/landing');
        await appReady(page, 'en');
      },
    },
    {
      // The first page opens the popup by itself (route.changed), so this walk starts on a blank tab.
      name: 'a new visitor (blank tab, nothing saved)',
      input: { savedLocation: null, preLaunch: false },
      open: async () => {},
    },
  ],
  key: (snapshot) => ({ postcode: ctx(snapshot).postcode, saved: ctx(snapshot).savedLocation?.key ?? null }),
  events: (snapshot): AnyEventObject[] => {
    const { postcode, results, savedLocation } = ctx(snapshot);
    const events: AnyEventObject[] = [
      { type: 'route.changed' },
      { type: 'postcode.submit' },
      ...TYPED.map((value) => ({ type: 'postcode.change', value })),
      { type: 'xstate.done.actor.lookupLocations', output: ANSWERS[postcode.trim()] ?? [] },
      { type: 'xstate.error.actor.lookupLocations', error: new Error('Failed to fetch') },
      ...results.filter((row) => row.active).slice(0, 1).map((row) => ({ type: 'location.select', key: row.key })),
    ];
    // On the new visitor's blank tab there is no header to press: the first thing is to open a page.
    if (!(snapshot.matches('closed') && savedLocation === null)) events.push({ type: 'deliveryArea.toggle' });
    // The seeded lookup answers within milliseconds: nobody types, submits or closes in between, so a lookup
    // ends by its answer (the chart allows more; those transitions are taken from the other open states).
    if (snapshot.matches({ open: 'searching' })) return events.filter((event) => event.type.startsWith('xstate.'));
    return events;
  },
  label: (event) =>
    event.type === 'postcode.change' ? `postcode.change(${String(event.value)})` : event.type === 'location.select' ? `location.select(${String(event.key)})` : event.type,
  on: {
    'route.changed': {
      does: 'open a page of the shop (on a blank tab: the first page; else another page by its address)',
      perform: async ({ page }) => {
        await page.goto(onBlankTab(page) ? '/en/landing' : '/en/search.html?query=rice');
        await appReady(page, 'en');
      },
    },
    'deliveryArea.toggle': {
      does: "click the header's 'Delivery area' button, or the popup's 'Close' when it is open",
      perform: async ({ page }, _event, from) => {
        if (from.matches('open')) await popup(page).getByRole('button', { name: 'Close' }).click();
        else await trigger(page).click();
      },
    },
    'postcode.change': {
      does: "type the postcode into 'Postal code'",
      perform: async ({ page }, event) => {
        await field(page).fill(String(event.value));
      },
    },
    'postcode.submit': {
      does: "click 'Find'",
      perform: async ({ page }) => {
        await popup(page).getByRole('button', { name: 'Find', exact: true }).click();
      },
    },
    'xstate.done.actor.lookupLocations': {
      does: 'wait: the shop answers the postcode',
      perform: async () => {},
    },
    'xstate.error.actor.lookupLocations': {
      does: 'the browser went offline before Find: the lookup fails; then it comes back online',
      arrangeBefore: async ({ context }) => {
        await context.setOffline(true);
      },
      perform: async ({ page, context }) => {
        await expect(popup(page).getByText('Please enter your postal code to find the delivery area.')).toBeVisible();
        await context.setOffline(false);
      },
    },
    'location.select': {
      does: 'click the first served area of the answer',
      perform: async ({ page }, event) => {
        const row = Object.values(ANSWERS).flat().find((r) => r.key === event.key);
        await popup(page).getByRole('list', { name: 'Delivery areas' }).getByRole('button', { name: row?.location ?? String(event.key), exact: true }).click();
      },
    },
  },
  states: {
    closed: {
      sees: "no delivery-area popup; on a page, the header's 'Delivery area' button (with the saved area once chosen)",
      check: async ({ page }) => {
        await expect(popup(page)).toBeHidden();
        if (!onBlankTab(page)) await expect(trigger(page)).toBeVisible();
      },
    },
    'open.idle': {
      sees: "the popup 'Choose your delivery area' asking for the postcode; the field starts from the saved area's postcode",
      check: async (ui, snapshot) => {
        await expect(popup(ui.page)).toBeVisible();
        await expect(popup(ui.page).getByText('Please enter your postal code to find the delivery area.')).toBeVisible();
        await expectForm(ui.page, snapshot);
      },
    },
    'open.searching': {
      sees: "the popup while the lookup runs ('Fetching Data...' at most a moment)",
      check: async ({ page }) => {
        await expect(popup(page)).toBeVisible();
      },
    },
    'open.results': {
      sees: "the list 'Delivery areas' with the answer's areas",
      check: async ({ page }, snapshot) => {
        await expect(popup(page).getByRole('list', { name: 'Delivery areas' }).getByRole('button').first()).toBeVisible();
        await expectForm(page, snapshot);
      },
    },
    'open.notFound': {
      sees: "'… Your location is outside our service area.'",
      check: async ({ page }, snapshot) => {
        await expect(popup(page).getByText('We sincerely apologize for the inconvenience. Your location is outside our service area.')).toBeVisible();
        await expectForm(page, snapshot);
      },
    },
  },
  unreachable: {
    states: {},
    transitions: {
      'deliveryArea --preLaunch.changed#0--> (self)': 'pre-launch mode is the operator\'s store setting, not something a shopper does',
    },
  },
};
