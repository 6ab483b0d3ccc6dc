import { assign, setup } from 'xstate';
import { toAsciiDigits } from '../lib/number-input';
import { unprovidedAction, unprovidedCallback } from './unprovided';

// The quantity input with its − and + buttons (storefront spec section 5, "Quantity input"; section 9):
// - non-numeric input reverts to the previous value (the context keeps it, so the controlled input shows it again);
// - a typed value is clamped between the minimum (default 0) and 9999;
// - an emptied field becomes 1 (or the minimum, when that is higher) after 500 ms;
// - decrement is disabled at 1 or lower, increment at 9999;
// - free-gift items are locked; the stepper is disabled while the cart is updating or has failed;
// - a change is sent (the `commitQuantity` action) after a 350 ms pause, and only when it differs from the cart.
// The cart is followed by the invoked `followCart` actor (supplied by the app: it sends stepper.sync with the
// item's quantity after a refetch and stepper.enable / stepper.disable as the cart can take an update or not),
// so the cart reaches the stepper by actor messages, not through a view's effect.

export const QUANTITY_MAX = 9999;
export const QUANTITY_MIN_DEFAULT = 0;
export const QUANTITY_DEBOUNCE_MS = 350;
export const EMPTY_FIELD_RESET_MS = 500;
/** What an emptied field becomes. */
export const EMPTY_FIELD_VALUE = 1;

export interface QuantityStepperInput {
  quantity: number;
  min?: number;
  isFreeGift?: boolean;
  /** Start disabled (the cart is busy or failed when the row mounts). */
  disabled?: boolean;
}

export interface QuantityStepperContext {
  /** What the input shows. */
  value: string;
  /** The cart's quantity for this item. */
  quantity: number;
  min: number;
  isFreeGift: boolean;
  startDisabled: boolean;
}

export type QuantityStepperEvent =
  | { type: 'stepper.increment' }
  | { type: 'stepper.decrement' }
  | { type: 'stepper.input'; text: string }
  /** The cart's quantity for the item changed (after a refetch). */
  | { type: 'stepper.sync'; quantity: number }
  | { type: 'stepper.disable' }
  | { type: 'stepper.enable' };

function numberOf(value: string): number {
  return value === '' ? Number.NaN : Number(value);
}

function clamp(value: number, min: number): number {
  return Math.min(QUANTITY_MAX, Math.max(min, value));
}

/** ASCII (or Thai) digits only: anything else is non-numeric and reverts. */
export function isNumericText(text: string): boolean {
  return /^\d+$/.test(toAsciiDigits(text));
}

export const quantityStepperMachine = setup({
  types: {
    context: {} as QuantityStepperContext,
    events: {} as QuantityStepperEvent,
    input: {} as QuantityStepperInput,
  },
  actors: {
    followCart: unprovidedCallback<QuantityStepperEvent>('followCart'),
  },
  delays: {
    debounce: QUANTITY_DEBOUNCE_MS,
    emptyReset: EMPTY_FIELD_RESET_MS,
  },
  guards: {
    isFreeGift: ({ context }) => context.isFreeGift,
    startsDisabled: ({ context }) => context.startDisabled,
    canDecrement: ({ context }) => {
      const value = numberOf(context.value);
      return value > 1 && value - 1 >= context.min;
    },
    canIncrement: ({ context }) => numberOf(context.value) < QUANTITY_MAX,
    isEmptyText: ({ event }) => event.type === 'stepper.input' && event.text === '',
    isNumericText: ({ event }) => event.type === 'stepper.input' && isNumericText(event.text),
    isChanged: ({ context }) => numberOf(context.value) !== context.quantity,
    isValidQuantity: ({ event }) => event.type === 'stepper.sync' && Number.isFinite(event.quantity),
  },
  actions: {
    commitQuantity: unprovidedAction<{ quantity: number }>('commitQuantity'),
    increment: assign({ value: ({ context }) => String(numberOf(context.value) + 1) }),
    decrement: assign({ value: ({ context }) => String(numberOf(context.value) - 1) }),
    assignTyped: assign({
      value: ({ context, event }) =>
        event.type === 'stepper.input' ? String(clamp(Number(toAsciiDigits(event.text)), context.min)) : context.value,
    }),
    empty: assign({ value: '' }),
    fillEmptied: assign({ value: ({ context }) => String(clamp(EMPTY_FIELD_VALUE, context.min)) }),
    /** The cart changed: the input follows it. */
    assignSynced: assign(({ context, event }) =>
      event.type === 'stepper.sync' ? { quantity: event.quantity, value: String(event.quantity) } : { value: context.value },
    ),
    /** While the shopper is typing, only the cart's quantity is noted; the input keeps what they typed. */
    assignCartQuantity: assign({
      quantity: ({ context, event }) => (event.type === 'stepper.sync' ? event.quantity : context.quantity),
    }),
    showCartQuantity: assign({ value: ({ context }) => String(context.quantity) }),
  },
}).createMachine({
  id: 'quantityStepper',
  context: ({ input }) => ({
    value: String(input.quantity),
    quantity: input.quantity,
    min: input.min ?? QUANTITY_MIN_DEFAULT,
    isFreeGift: input.isFreeGift ?? false,
    startDisabled: input.disabled ?? false,
  }),
  invoke: { id: 'followCart', src: 'followCart' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isFreeGift', target: 'locked' }, { guard: 'startsDisabled', target: 'disabled' }, { target: 'enabled' }],
    },
    /** Free gifts: the stepper and the input never change. */
    locked: {
      on: { 'stepper.sync': { guard: 'isValidQuantity', actions: 'assignSynced' } },
    },
    /** The cart is updating or failed. */
    disabled: {
      on: {
        // Whatever was typed but not sent is dropped; the input shows the cart's quantity again.
        'stepper.enable': { target: 'enabled', actions: 'showCartQuantity' },
        'stepper.sync': { guard: 'isValidQuantity', actions: 'assignSynced' },
      },
    },
    enabled: {
      initial: 'synced',
      on: {
        'stepper.increment': { guard: 'canIncrement', target: '.pending', reenter: true, actions: 'increment' },
        'stepper.decrement': { guard: 'canDecrement', target: '.pending', reenter: true, actions: 'decrement' },
        'stepper.input': [
          { guard: 'isEmptyText', target: '.emptied', reenter: true, actions: 'empty' },
          { guard: 'isNumericText', target: '.pending', reenter: true, actions: 'assignTyped' },
          // Non-numeric: the value stays as it was, so the input reverts.
        ],
        'stepper.sync': { guard: 'isValidQuantity', actions: 'assignCartQuantity' },
        'stepper.disable': 'disabled',
      },
      states: {
        synced: {
          on: { 'stepper.sync': { guard: 'isValidQuantity', actions: 'assignSynced' } },
        },
        /** Waiting for the shopper to pause. */
        pending: {
          after: {
            debounce: [
              {
                guard: 'isChanged',
                target: 'synced',
                actions: { type: 'commitQuantity', params: ({ context }) => ({ quantity: numberOf(context.value) }) },
              },
              { target: 'synced' },
            ],
          },
        },
        /** The field was cleared: it becomes 1 unless the shopper types first. */
        emptied: {
          after: { emptyReset: { target: 'pending', actions: 'fillEmptied' } },
        },
      },
    },
  },
});
