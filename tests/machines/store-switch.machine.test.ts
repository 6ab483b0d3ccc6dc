import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { storeSwitchMachine, type StoreSwitchContext } from '../../src/machines/store-switch.machine';
import { describeModel, transitionTable } from './support/model-test';

// Storefront spec sections 1 and 2: the store views are th and en; the stored view here is th (an empty stored
// code means the default, th). A prefix or a switch to another existing view changes it and leaves the page.
const leavesFor = (event: AnyEventObject) => (['th', 'en'].includes(String(event.storeCode)) && event.storeCode !== 'th' ? 'reloading' : 'ready');

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as StoreSwitchContext;

describeModel('store-switch machine', {
  machine: storeSwitchMachine,
  inputs: [
    { storeCode: 'th', availableStoreCodes: ['th', 'en'] },
    // An empty stored code falls back to the default view, th.
    { storeCode: '', availableStoreCodes: ['th', 'en'] },
  ],
  events: () => [
    { type: 'store.prefix.detected', storeCode: 'th' },
    { type: 'store.prefix.detected', storeCode: 'en' },
    { type: 'store.prefix.detected', storeCode: 'jp' },
    { type: 'store.switch', storeCode: 'en', path: '/en/fruit.html' },
    { type: 'store.switch', storeCode: 'th', path: '/th/fruit.html' },
    { type: 'store.switch', storeCode: 'jp', path: '/jp/fruit.html' },
  ],
  recordedActions: ['persistStoreCode', 'reloadPage', 'loadPath'],
  states: {
    ready: (snapshot, sut) => {
      expect(ctx(snapshot).storeCode).toBe('th');
      expect(sut.calls).toEqual([]);
      // Neither the stored view nor an unknown code causes a reload.
      expect(snapshot.can({ type: 'store.prefix.detected', storeCode: 'th' })).toBe(false);
      expect(snapshot.can({ type: 'store.prefix.detected', storeCode: 'jp' })).toBe(false);
    },
    reloading: (snapshot, sut) => {
      expect(snapshot.status).toBe('done');
      const [persist, leave] = sut.calls;
      expect(persist).toEqual({ name: 'persistStoreCode', params: { storeCode: 'en' } });
      expect([{ name: 'reloadPage', params: undefined }, { name: 'loadPath', params: { path: '/en/fruit.html' } }]).toContainEqual(leave);
      expect(sut.calls).toHaveLength(2);
    },
  },
  expected: transitionTable('ready', {
    ready: { 'store.prefix.detected': leavesFor, 'store.switch': leavesFor },
  }),
});
