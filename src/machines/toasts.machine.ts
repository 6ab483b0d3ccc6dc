import { assign, emit, enqueueActions, not, setup } from 'xstate';
import type { DisplayMessage } from './messages';

// The toast area: every notice of the shop goes through this one actor. Rules from the storefront spec section 4
// ("Toasts"): type and message are required; a toast needs a timeout or must be dismissable; the default timeout
// is 5000 ms; identical toasts share an id (a hash of type, message, dismissable, actionText and icon); re-adding
// an existing id keeps the original timestamp and flags the toast as duplicate; removing cancels its timer.
// Timers are delayed `toast.expired` events raised with the toast id as send id, so `cancel(id)` stops them.

export type ToastType = 'info' | 'warning' | 'error' | 'success';

/** What a caller (a view or another machine) asks for. `timeout: false` means no automatic removal. */
export interface ToastRequest {
  type: ToastType;
  message: DisplayMessage;
  timeout?: number | false;
  dismissable?: boolean;
  actionText?: string;
  icon?: string;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: DisplayMessage;
  timeout: number | false;
  dismissable: boolean;
  actionText?: string;
  icon?: string;
  /** Arrival order (a logical clock, so the machine stays pure and its paths reproducible). */
  timestamp: number;
  isDuplicate: boolean;
}

export type ToastRejection = 'missing-type-or-message' | 'needs-timeout-or-dismissable';

export interface ToastsContext {
  toasts: Toast[];
  /** Next logical timestamp. */
  clock: number;
}

export type ToastsEvent =
  | { type: 'toast.add'; toast: ToastRequest }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.remove'; id: string }
  | { type: 'toast.expired'; id: string };

export type ToastsEmitted = { type: 'toast.rejected'; reason: ToastRejection; toast: ToastRequest };

export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/** Timeout a request ends up with: the default when none is given. */
export function effectiveTimeout(request: ToastRequest): number | false {
  return request.timeout === undefined ? DEFAULT_TOAST_TIMEOUT_MS : request.timeout;
}

function messageKey(message: DisplayMessage): string {
  return 'text' in message ? `t:${message.text}` : `m:${message.id}:${JSON.stringify(message.values ?? {})}`;
}

/** Stable id of a toast: identical requests (same type, message, dismissable, actionText, icon) share it. */
export function toastIdOf(request: ToastRequest): string {
  const key = JSON.stringify([
    request.type,
    messageKey(request.message),
    request.dismissable ?? false,
    request.actionText ?? '',
    request.icon ?? '',
  ]);
  // djb2 over UTF-16 code units: short, deterministic and good enough to tell a handful of toasts apart.
  let hash = 5381;
  for (let i = 0; i < key.length; i++) hash = ((hash << 5) + hash + key.charCodeAt(i)) | 0;
  return `toast-${(hash >>> 0).toString(36)}`;
}

function rejectionOf(request: ToastRequest): ToastRejection | undefined {
  const message = request.message as DisplayMessage | undefined;
  const hasMessage = message !== undefined && ('text' in message ? message.text !== '' : message.id !== '');
  if (!request.type || !hasMessage) return 'missing-type-or-message';
  const timeout = effectiveTimeout(request);
  if (timeout === false && !request.dismissable) return 'needs-timeout-or-dismissable';
  return undefined;
}

function toastFrom(request: ToastRequest, timestamp: number): Toast {
  return {
    id: toastIdOf(request),
    type: request.type,
    message: request.message,
    timeout: effectiveTimeout(request),
    dismissable: request.dismissable ?? false,
    ...(request.actionText === undefined ? {} : { actionText: request.actionText }),
    ...(request.icon === undefined ? {} : { icon: request.icon }),
    timestamp,
    isDuplicate: false,
  };
}

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
    emitted: {} as ToastsEmitted,
  },
  delays: {
    // Each toast's own timeout; DEFAULT_TOAST_TIMEOUT_MS when the request gives none.
    toastTimeout: ({ event }) => {
      if (event.type !== 'toast.add') return DEFAULT_TOAST_TIMEOUT_MS;
      const timeout = effectiveTimeout(event.toast);
      return timeout === false ? DEFAULT_TOAST_TIMEOUT_MS : timeout;
    },
  },
  guards: {
    isValidToast: ({ event }) => event.type === 'toast.add' && rejectionOf(event.toast) === undefined,
    isShownToast: ({ context, event }) => {
      const id = event.type === 'toast.add' ? toastIdOf(event.toast) : event.id;
      return context.toasts.some((toast) => toast.id === id);
    },
    isDismissableToast: ({ context, event }) =>
      event.type === 'toast.dismiss' && context.toasts.some((toast) => toast.id === event.id && toast.dismissable),
  },
  actions: {
    rejectToast: emit(({ event }) => {
      if (event.type !== 'toast.add') throw new Error(`rejectToast runs on toast.add, not ${event.type}`);
      return {
        type: 'toast.rejected' as const,
        reason: rejectionOf(event.toast) ?? 'missing-type-or-message',
        toast: event.toast,
      };
    }),
    appendToast: assign(({ context, event }) => {
      if (event.type !== 'toast.add') return {};
      return { toasts: [...context.toasts, toastFrom(event.toast, context.clock)], clock: context.clock + 1 };
    }),
    refreshDuplicate: assign({
      toasts: ({ context, event }) => {
        if (event.type !== 'toast.add') return context.toasts;
        const id = toastIdOf(event.toast);
        return context.toasts.map((toast) =>
          toast.id === id ? { ...toastFrom(event.toast, toast.timestamp), isDuplicate: true } : toast,
        );
      },
    }),
    scheduleExpiry: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'toast.add' || effectiveTimeout(event.toast) === false) return;
      const id = toastIdOf(event.toast);
      enqueue.raise({ type: 'toast.expired', id }, { id, delay: 'toastTimeout' });
    }),
    cancelExpiry: enqueueActions(({ event, enqueue }) => {
      enqueue.cancel(event.type === 'toast.add' ? toastIdOf(event.toast) : event.id);
    }),
    removeToast: assign({
      toasts: ({ context, event }) => {
        const id = event.type === 'toast.add' ? toastIdOf(event.toast) : event.id;
        return context.toasts.filter((toast) => toast.id !== id);
      },
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], clock: 0 },
  initial: 'active',
  states: {
    active: {
      on: {
        'toast.add': [
          { guard: not('isValidToast'), actions: 'rejectToast' },
          { guard: 'isShownToast', actions: ['cancelExpiry', 'refreshDuplicate', 'scheduleExpiry'] },
          { actions: ['appendToast', 'scheduleExpiry'] },
        ],
        'toast.dismiss': { guard: 'isDismissableToast', actions: ['cancelExpiry', 'removeToast'] },
        'toast.remove': { guard: 'isShownToast', actions: ['cancelExpiry', 'removeToast'] },
        'toast.expired': { guard: 'isShownToast', actions: 'removeToast' },
      },
    },
  },
});
