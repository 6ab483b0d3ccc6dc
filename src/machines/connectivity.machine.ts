import { assign, emit, setup } from 'xstate';
import { shellMessages } from './messages';
import type { ToastRequest } from './toasts.machine';
import { unprovidedCallback } from './unprovided';

// Online/offline status of the browser (storefront spec section 4, "Connectivity"). The listener on the window's
// online/offline events is the named actor `watchConnectivity`, supplied by the app. Each change asks the toast
// area for a notice: the machine emits `toast.request` and the app forwards it to the toasts actor.

export const CONNECTIVITY_TOAST_TIMEOUT_MS = 3000;

export interface ConnectivityInput {
  /** navigator.onLine when the app starts. */
  online: boolean;
}

export interface ConnectivityContext {
  initiallyOnline: boolean;
  hasBeenOffline: boolean;
}

export type ConnectivityEvent = { type: 'connectivity.online' } | { type: 'connectivity.offline' };

export type ConnectivityEmitted = { type: 'toast.request'; toast: ToastRequest };

export const offlineToast: ToastRequest = {
  type: 'error',
  message: shellMessages.offline,
  timeout: CONNECTIVITY_TOAST_TIMEOUT_MS,
};
export const onlineToast: ToastRequest = { type: 'info', message: shellMessages.online, timeout: CONNECTIVITY_TOAST_TIMEOUT_MS };

export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
    emitted: {} as ConnectivityEmitted,
  },
  actors: {
    watchConnectivity: unprovidedCallback<ConnectivityEvent>('watchConnectivity'),
  },
  guards: {
    startsOffline: ({ context }) => !context.initiallyOnline,
  },
  actions: {
    markHasBeenOffline: assign({ hasBeenOffline: true }),
    announceOffline: emit({ type: 'toast.request', toast: offlineToast }),
    announceOnline: emit({ type: 'toast.request', toast: onlineToast }),
  },
}).createMachine({
  id: 'connectivity',
  context: ({ input }) => ({ initiallyOnline: input.online, hasBeenOffline: false }),
  invoke: { id: 'watchConnectivity', src: 'watchConnectivity' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      on: { 'connectivity.offline': 'offline' },
    },
    offline: {
      entry: ['markHasBeenOffline', 'announceOffline'],
      on: { 'connectivity.online': { target: 'online', actions: 'announceOnline' } },
    },
  },
});
