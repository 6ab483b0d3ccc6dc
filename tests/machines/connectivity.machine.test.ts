import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { connectivityMachine } from '../../src/machines/connectivity.machine';
import { describeModel, transitionTable, type Sut } from './support/model-test';

const offlineToast = {
  type: 'toast.request',
  toast: {
    type: 'error',
    message: { id: 'connectivity.offline', defaultMessage: 'You are offline. Some features may be unavailable.' },
    timeout: 3000,
  },
};
const onlineToast = {
  type: 'toast.request',
  toast: { type: 'info', message: { id: 'connectivity.online', defaultMessage: 'You are online.' }, timeout: 3000 },
};

const hasBeenOffline = (snapshot: AnyMachineSnapshot) => (snapshot.context as { hasBeenOffline: boolean }).hasBeenOffline;

// Online/offline arrive from the browser listener, so they are performed through the fake listener.
const viaListener = (event: { type: string }, sut: Sut) => sut.callbacks.watchConnectivity!.emit(event);

describeModel('connectivity machine', {
  machine: connectivityMachine,
  inputs: [{ online: true }, { online: false }],
  events: () => [{ type: 'connectivity.online' }, { type: 'connectivity.offline' }],
  callbackActors: ['watchConnectivity'],
  perform: { 'connectivity.online': viaListener, 'connectivity.offline': viaListener },
  states: {
    // `starting` is left at once by its eventless transitions; a snapshot never rests there.
    starting: () => expect.unreachable('starting is transient'),
    online: (snapshot, sut) => {
      expect(sut.callbacks.watchConnectivity!.running).toBe(1);
      // Back online after an outage says so; a start online says nothing.
      expect(sut.emitted.at(-1)).toEqual(hasBeenOffline(snapshot) ? onlineToast : undefined);
      // Every offline notice has been answered by an online one.
      const count = (type: string) => sut.emitted.filter((e) => e.toast?.type === type).length;
      expect(count('info')).toBe(count('error'));
    },
    offline: (snapshot, sut) => {
      expect(hasBeenOffline(snapshot)).toBe(true);
      expect(sut.emitted.at(-1)).toEqual(offlineToast);
    },
  },
  // Spec section 4: the shop starts in the browser's state; going offline and coming back switch it.
  expected: transitionTable((input) => ((input as { online: boolean }).online ? 'online' : 'offline'), {
    online: { 'connectivity.offline': 'offline' },
    offline: { 'connectivity.online': 'online' },
  }),
});
