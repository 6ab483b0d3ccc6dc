import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  deliveryAreaMachine,
  initialPostcode,
  type DeliveryAreaContext,
  type LocationOption,
} from '../../src/machines/delivery-area.machine';
import { settle } from './support/fake-actors';
import { describeModel, type Sut } from './support/model-test';

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
});

describe('initial postcode', () => {
  it('is the first part of the saved location label', () => {
    expect(initialPostcode(saved)).toBe('50200');
    expect(initialPostcode({ key: 'k', value: '10110, Khlong Toei' })).toBe('10110');
    expect(initialPostcode(null)).toBe('');
  });
});
