import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LocationOption } from '../../src/domain/location-types';
import {
  deliveryAreaMachine,
  initialPostcode,
  type DeliveryAreaContext,
  type DeliveryAreaInput,
  type SavedLocation,
} from '../../src/machines/delivery-area.machine';
import { settle } from './support/fake-actors';
import { describeModel, expectation, type Sut } from './support/model-test';

const inArea: LocationOption = { key: 'TH-10-1010', location: '10110 Khlong Toei, Bangkok', active: true };
const outside: LocationOption = { key: 'TH-10-1099', location: '10110 Khlong Toei Nuea, Bangkok', active: false };
const saved = { key: 'TH-50-5001', value: '50200 Si Phum, Chiang Mai' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as DeliveryAreaContext;
const current = (sut: Sut) => ctx(sut.actor.getSnapshot());
const select = (key: string) => ({ type: 'location.select', key });

function postcodeClass(postcode: string): string {
  if (postcode.trim() === '') return 'empty';
  return /^\d{5}$/.test(postcode.trim()) ? 'valid' : 'malformed';
}

const lookupFailure = new Error('Service unavailable');

/** Each event is sent, then what the spec says about that event is checked on the real actor. */
const perform = {
  'deliveryArea.toggle': (event: AnyEventObject, sut: Sut) => {
    const wasClosed = sut.actor.getSnapshot().matches('closed');
    sut.actor.send(event);
    expect(current(sut).results).toEqual([]);
    // Opening starts from the first part of the saved location's label.
    if (wasClosed) expect(current(sut).postcode).toBe(initialPostcode(current(sut).savedLocation));
  },
  'route.changed': (event: AnyEventObject, sut: Sut) => {
    const { savedLocation, preLaunch } = current(sut);
    sut.actor.send(event);
    if (!savedLocation && !preLaunch) expect(sut.actor.getSnapshot().matches('open')).toBe(true);
  },
  'postcode.submit': (event: AnyEventObject, sut: Sut) => {
    const postcode = current(sut).postcode;
    sut.actor.send(event);
    const expected = { empty: 'Is required.', malformed: 'Please enter a 5-digit postal code.', valid: undefined };
    expect(current(sut).postcodeError?.defaultMessage).toBe(expected[postcodeClass(postcode) as keyof typeof expected]);
  },
  'location.select': (event: AnyEventObject, sut: Sut) => {
    const row = current(sut).results.find((r) => r.key === (event as unknown as { key: string }).key);
    sut.actor.send(event);
    expect(row?.active).toBe(true);
    expect(sut.calls.at(-1)).toEqual({
      name: 'saveLocation',
      params: { location: { key: row?.key, value: row?.location }, maxAgeSeconds: 86400 },
    });
    expect(sut.emitted.at(-1)).toEqual({
      type: 'toast.request',
      toast: {
        type: 'success',
        message: { id: 'deliveryArea.saved', defaultMessage: 'Shipping address has been saved successfully.' },
        timeout: 7000,
      },
    });
  },
  'xstate.error.actor.lookupLocations': async (event: AnyEventObject, sut: Sut) => {
    sut.promises.lookupLocations!.reject((event as unknown as { error: unknown }).error);
    await settle();
    expect(sut.emitted.at(-1)).toEqual({
      type: 'toast.request',
      toast: { type: 'error', message: { text: 'Service unavailable' }, timeout: 7000 },
    });
  },
};

/**
 * Storefront spec sections 4, 5, 8 and 9 and account spec section 4 ("Delivery-area popup"), with
 * docs/decisions/machines-postcode-format.md (a Thai postcode has 5 digits), written out by hand: toggling opens or
 * closes the popup and clears the results; a route change opens it when no location is saved and the store is not
 * in pre-launch; the form starts from the first part of the saved label; the postcode is required ('Is required.')
 * and well-formed before it is looked up; an empty or missing answer is not found; a failed lookup is an error toast
 * (7000 ms); choosing an active entry saves it (cookies for 86400 s), says so (7000 ms) and closes the popup.
 */
type AreaState = 'closed' | 'open.idle' | 'open.searching' | 'open.results' | 'open.notFound';
interface AreaExpected {
  state: AreaState;
  saved: SavedLocation | null;
  preLaunch: boolean;
  postcode: string;
  error: string | null;
  results: LocationOption[];
  saves: SavedLocation[];
  toasts: string[];
}
type AreaEvent = { type: string; value?: string; preLaunch?: boolean; key?: string; output?: unknown };
const firstPart = (saved: SavedLocation | null) => (saved ? saved.value.split(/[ ,]/)[0]! : '');
const opened = (m: AreaExpected): AreaExpected => ({ ...m, state: 'open.idle', postcode: firstPart(m.saved), error: null, results: [] });

function nextArea(m: AreaExpected, event: AreaEvent): AreaExpected {
  const { state } = m;
  const { type } = event;
  const open = state.startsWith('open.');
  if (type === 'preLaunch.changed') return { ...m, preLaunch: event.preLaunch! };
  if (state === 'closed' && type === 'deliveryArea.toggle') return opened(m);
  if (state === 'closed' && type === 'route.changed' && !m.saved && !m.preLaunch) return opened(m);
  if (open && type === 'deliveryArea.toggle') return { ...m, state: 'closed', results: [] };
  if (open && type === 'postcode.change') return { ...m, postcode: event.value!, error: null };
  if (open && type === 'postcode.submit') {
    const postcode = m.postcode.trim();
    if (postcode === '') return { ...m, error: 'Is required.' };
    if (!/^[0-9]{5}$/.test(postcode)) return { ...m, error: 'Please enter a 5-digit postal code.' };
    return { ...m, state: 'open.searching' };
  }
  if (state === 'open.searching' && type === 'xstate.done.actor.lookupLocations') {
    const rows = (event.output as LocationOption[] | null) ?? [];
    return rows.length > 0 ? { ...m, state: 'open.results', results: rows } : { ...m, state: 'open.notFound', results: [] };
  }
  if (state === 'open.searching' && type === 'xstate.error.actor.lookupLocations') return { ...m, state: 'open.idle', results: [], toasts: [...m.toasts, 'error'] };
  if (state === 'open.results' && type === 'location.select') {
    const row = m.results.find((r) => r.key === event.key && r.active);
    if (row) {
      const saved = { key: row.key, value: row.location };
      return { ...m, state: 'closed', saved, results: [], saves: [...m.saves, saved], toasts: [...m.toasts, 'success'] };
    }
  }
  throw new Error(`the test says nothing of ${JSON.stringify(event)} in ${state}`);
}

describeModel('delivery-area machine', {
  machine: deliveryAreaMachine,
  // With a saved location from the start, and without one (then the popup opens on route changes).
  inputs: [
    { savedLocation: null, preLaunch: false },
    { savedLocation: saved, preLaunch: false },
  ],
  events: (snapshot) => [
    { type: 'deliveryArea.toggle' },
    { type: 'route.changed' },
    // The flag only matters while closed; offering it there keeps the walk small.
    ...(snapshot.matches('closed')
      ? [
          { type: 'preLaunch.changed', preLaunch: true },
          { type: 'preLaunch.changed', preLaunch: false },
        ]
      : []),
    { type: 'postcode.change', value: '' },
    { type: 'postcode.change', value: '101' },
    { type: 'postcode.change', value: '10110' },
    { type: 'postcode.submit' },
    { type: 'xstate.done.actor.lookupLocations', output: [inArea, outside] },
    { type: 'xstate.done.actor.lookupLocations', output: [] },
    { type: 'xstate.done.actor.lookupLocations', output: null },
    { type: 'xstate.error.actor.lookupLocations', error: lookupFailure },
    select(inArea.key),
    select(outside.key),
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return [!!c.savedLocation, c.preLaunch, postcodeClass(c.postcode), c.postcodeError?.id, c.results.length];
  },
  promiseActors: ['lookupLocations'],
  recordedActions: ['saveLocation'],
  perform,
  states: {
    closed: (snapshot) => {
      expect(ctx(snapshot).results).toEqual([]);
      expect(snapshot.can({ type: 'postcode.submit' })).toBe(false);
    },
    'open.idle': (snapshot) => {
      expect(ctx(snapshot).results).toEqual([]);
      expect(snapshot.can(select(inArea.key))).toBe(false);
    },
    'open.searching': (snapshot, sut) => {
      // Only valid postcodes are looked up. The field stays editable while the lookup runs, so the postcode in
      // context may already differ from the one being looked up.
      const lookup = sut.promises.lookupLocations!;
      expect(lookup.lastInput).toEqual({ postcode: expect.stringMatching(/^\d{5}$/) });
      expect(snapshot.can(select(inArea.key))).toBe(false);
    },
    'open.results': (snapshot) => {
      expect(ctx(snapshot).results).toEqual([inArea, outside]);
      // Entries outside the area cannot be chosen.
      expect(snapshot.can(select(outside.key))).toBe(false);
      expect(snapshot.can(select(inArea.key))).toBe(true);
    },
    'open.notFound': (snapshot) => {
      expect(ctx(snapshot).results).toEqual([]);
      expect(snapshot.can(select(inArea.key))).toBe(false);
    },
  },
  expected: expectation<AreaExpected>({
    initial: (input) => {
      const { savedLocation, preLaunch } = input as DeliveryAreaInput;
      return { state: 'closed', saved: savedLocation, preLaunch, postcode: firstPart(savedLocation), error: null, results: [], saves: [], toasts: [] };
    },
    next: nextArea,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const c = ctx(snapshot);
      expect([c.savedLocation, c.preLaunch, c.postcode, c.postcodeError?.defaultMessage ?? null, c.results]).toEqual([m.saved, m.preLaunch, m.postcode, m.error, m.results]);
      expect(sut.calls.map((call) => (call.params as { location: SavedLocation; maxAgeSeconds: number }))).toEqual(m.saves.map((location) => ({ location, maxAgeSeconds: 86400 })));
      expect(sut.emitted.map((e) => `${e.toast.type}/${e.toast.timeout}`)).toEqual(m.toasts.map((type) => `${type}/7000`));
    },
  }),
});

describe('initial postcode', () => {
  it('is the first part of the saved location label', () => {
    expect(initialPostcode(saved)).toBe('50200');
    expect(initialPostcode({ key: 'k', value: '10110, Khlong Toei' })).toBe('10110');
    expect(initialPostcode(null)).toBe('');
  });
});
