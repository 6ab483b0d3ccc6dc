import { createActor, fromCallback, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FIELD_RESET_MS,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  quantityStepperMachine,
  type QuantityStepperContext,
  type QuantityStepperInput,
} from '../../src/machines/quantity-stepper.machine';
import { describeModel, expectation } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as QuantityStepperContext;

function bucket(value: string): string {
  if (value === '' || value === '0' || value === '1' || value === String(QUANTITY_MAX)) return value;
  return Number(value) > 1 ? '2+' : value;
}

/**
 * Storefront spec section 5 "Quantity input" and section 9, written out by hand: typed digits (Thai digits too) are
 * clamped between the minimum (default 0) and 9999, anything else reverts (is not taken); an emptied field becomes 1
 * (not below the minimum) after 500 ms; − is disabled at 1 or lower (and below the minimum), + at 9999; free gifts
 * are locked; while the cart updates or failed the stepper is disabled and what was not sent is dropped; a change is
 * sent after a 350 ms pause, only when it differs from the cart's quantity, which the input follows when not edited.
 */
type StepperState = 'locked' | 'disabled' | 'enabled.synced' | 'enabled.pending' | 'enabled.emptied';
interface StepperExpected {
  state: StepperState;
  value: string;
  cart: number;
  min: number;
  commits: number[];
}
const THAI_ZERO = 0x0e50;
const digitsOf = (text: string) => text.replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - THAI_ZERO));
const clampQty = (n: number, min: number) => Math.min(9999, Math.max(min, n));
const canDecrement = (m: StepperExpected) => m.value !== '' && Number(m.value) > 1 && Number(m.value) - 1 >= m.min;
const canIncrement = (m: StepperExpected) => m.value !== '' && Number(m.value) < 9999;

function nextStepper(m: StepperExpected, event: { type: string; text?: string; quantity?: number }): StepperExpected {
  const { state } = m;
  const enabled = state.startsWith('enabled.');
  if (event.type === 'stepper.sync' && Number.isFinite(event.quantity)) {
    const cart = event.quantity!;
    // The input follows the cart unless the shopper is editing.
    return state === 'enabled.pending' || state === 'enabled.emptied' ? { ...m, cart } : { ...m, cart, value: String(cart) };
  }
  if (state === 'disabled' && event.type === 'stepper.enable') return { ...m, state: 'enabled.synced', value: String(m.cart) };
  if (enabled && event.type === 'stepper.disable') return { ...m, state: 'disabled' };
  if (enabled && event.type === 'stepper.increment' && canIncrement(m)) return { ...m, state: 'enabled.pending', value: String(Number(m.value) + 1) };
  if (enabled && event.type === 'stepper.decrement' && canDecrement(m)) return { ...m, state: 'enabled.pending', value: String(Number(m.value) - 1) };
  if (enabled && event.type === 'stepper.input') {
    const text = digitsOf(event.text!);
    if (text === '') return { ...m, state: 'enabled.emptied', value: '' };
    if (/^[0-9]+$/.test(text)) return { ...m, state: 'enabled.pending', value: String(clampQty(Number(text), m.min)) };
  }
  if (state === 'enabled.pending' && event.type.startsWith('xstate.after.debounce.')) {
    const changed = Number(m.value) !== m.cart;
    return { ...m, state: 'enabled.synced', commits: changed ? [...m.commits, Number(m.value)] : m.commits };
  }
  if (state === 'enabled.emptied' && event.type.startsWith('xstate.after.emptyReset.')) return { ...m, state: 'enabled.pending', value: String(clampQty(1, m.min)) };
  throw new Error(`the test says nothing of ${JSON.stringify(event)} in ${state}`);
}

describeModel('quantity-stepper machine', {
  machine: quantityStepperMachine,
  callbackActors: ['followCart'],
  inputs: [{ quantity: 2 }, { quantity: 1, isFreeGift: true }, { quantity: 3, disabled: true }, { quantity: 2, min: 2 }] satisfies QuantityStepperInput[],
  events: () => [
    { type: 'stepper.increment' },
    { type: 'stepper.decrement' },
    { type: 'stepper.input', text: '' },
    { type: 'stepper.input', text: '7' },
    { type: 'stepper.input', text: '๓' },
    { type: 'stepper.input', text: '3a' },
    { type: 'stepper.input', text: '12345' },
    { type: 'stepper.input', text: '0' },
    { type: 'stepper.sync', quantity: 4 },
    { type: 'stepper.sync', quantity: Number.NaN },
    { type: 'stepper.disable' },
    { type: 'stepper.enable' },
    { type: 'xstate.after.debounce.quantityStepper.enabled.pending' },
    { type: 'xstate.after.emptyReset.quantityStepper.enabled.emptied' },
  ],
  // Values beyond 2 behave alike (except the 9999 cap), so they share a model state.
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { value: bucket(c.value), changed: c.value !== String(c.quantity), min: c.min };
  },
  recordedActions: ['commitQuantity'],
  states: {
    starting: () => {
      throw new Error('starting is transient and never rests');
    },
    locked: (snapshot) => {
      expect(ctx(snapshot).isFreeGift).toBe(true);
      for (const type of ['stepper.increment', 'stepper.decrement', 'stepper.enable'] as const) expect(snapshot.can({ type })).toBe(false);
      expect(snapshot.can({ type: 'stepper.input', text: '5' })).toBe(false);
    },
    disabled: (snapshot) => {
      expect(snapshot.can({ type: 'stepper.increment' })).toBe(false);
      expect(snapshot.can({ type: 'stepper.input', text: '5' })).toBe(false);
      expect(snapshot.can({ type: 'stepper.enable' })).toBe(true);
    },
    'enabled.synced': (snapshot, sut) => {
      const c = ctx(snapshot);
      // Decrement is disabled at 1 or lower.
      expect(snapshot.can({ type: 'stepper.decrement' })).toBe(Number(c.value) > 1 && Number(c.value) - 1 >= c.min);
      expect(snapshot.can({ type: 'stepper.increment' })).toBe(Number(c.value) < QUANTITY_MAX);
      // Whatever was last committed is the value shown.
      const last = sut.calls.at(-1);
      if (last && c.value !== String(c.quantity)) expect(last).toEqual({ name: 'commitQuantity', params: { quantity: Number(c.value) } });
    },
    'enabled.pending': (snapshot) => {
      const value = Number(ctx(snapshot).value);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(ctx(snapshot).min);
      expect(value).toBeLessThanOrEqual(QUANTITY_MAX);
    },
    'enabled.emptied': (snapshot) => {
      expect(ctx(snapshot).value).toBe('');
      expect(snapshot.can({ type: 'stepper.decrement' })).toBe(false);
    },
  },
  expected: expectation<StepperExpected>({
    initial: (input) => {
      const { quantity, min, isFreeGift, disabled } = input as QuantityStepperInput;
      const state = isFreeGift ? 'locked' : disabled ? 'disabled' : 'enabled.synced';
      return { state, value: String(quantity), cart: quantity, min: min ?? 0, commits: [] };
    },
    next: nextStepper,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      expect([ctx(snapshot).value, ctx(snapshot).quantity]).toEqual([m.value, m.cart]);
      expect(sut.calls.map((call) => (call.params as { quantity: number }).quantity)).toEqual(m.commits);
      const enabled = m.state.startsWith('enabled.');
      expect(snapshot.can({ type: 'stepper.increment' })).toBe(enabled && canIncrement(m));
      expect(snapshot.can({ type: 'stepper.decrement' })).toBe(enabled && canDecrement(m));
      expect(snapshot.can({ type: 'stepper.input', text: '3a' })).toBe(false);
    },
  }),
});

function start(input: QuantityStepperInput) {
  const clock = new SimulatedClock();
  const commits: number[] = [];
  const actor = createActor(
    quantityStepperMachine.provide({
      actors: { followCart: fromCallback(() => undefined) },
      actions: { commitQuantity: (_, params) => void commits.push(params.quantity) },
    }),
    { input, clock },
  ).start();
  const value = () => actor.getSnapshot().context.value;
  return { actor, clock, commits, value };
}

describe('quantity input rules', () => {
  it('reverts non-numeric input to the previous value', () => {
    const { actor, value } = start({ quantity: 4 });
    actor.send({ type: 'stepper.input', text: '4x' });
    expect(value()).toBe('4');
    actor.send({ type: 'stepper.input', text: '-1' });
    expect(value()).toBe('4');
  });

  it('clamps typed values between the minimum (default 0) and 9999', () => {
    const { actor, value } = start({ quantity: 4 });
    actor.send({ type: 'stepper.input', text: '123456' });
    expect(value()).toBe('9999');
    actor.send({ type: 'stepper.input', text: '0' });
    expect(value()).toBe('0');
    const withMin = start({ quantity: 4, min: 2 });
    withMin.actor.send({ type: 'stepper.input', text: '1' });
    expect(withMin.value()).toBe('2');
  });

  it('turns an emptied field into 1 after 500 ms and sends it after 350 ms more', () => {
    const { actor, clock, commits, value } = start({ quantity: 4 });
    actor.send({ type: 'stepper.input', text: '' });
    clock.increment(EMPTY_FIELD_RESET_MS - 1);
    expect(value()).toBe('');
    clock.increment(1);
    expect(value()).toBe('1');
    clock.increment(QUANTITY_DEBOUNCE_MS);
    expect(commits).toEqual([1]);
  });

  it('sends a change only after a 350 ms pause, once, with the last value', () => {
    const { actor, clock, commits } = start({ quantity: 2 });
    actor.send({ type: 'stepper.increment' });
    clock.increment(QUANTITY_DEBOUNCE_MS - 1);
    actor.send({ type: 'stepper.increment' });
    clock.increment(QUANTITY_DEBOUNCE_MS - 1);
    expect(commits).toEqual([]);
    clock.increment(1);
    expect(commits).toEqual([4]);
    // Back to the cart's quantity: nothing to send.
    actor.send({ type: 'stepper.sync', quantity: 4 });
    actor.send({ type: 'stepper.increment' });
    actor.send({ type: 'stepper.decrement' });
    clock.increment(QUANTITY_DEBOUNCE_MS);
    expect(commits).toEqual([4]);
  });

  it('disables decrement at 1 and everything for free gifts', () => {
    const { actor } = start({ quantity: 1 });
    expect(actor.getSnapshot().can({ type: 'stepper.decrement' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'stepper.increment' })).toBe(true);
    const gift = start({ quantity: 1, isFreeGift: true });
    expect(gift.actor.getSnapshot().value).toBe('locked');
  });

  it('drops an unsent edit when disabled, and shows the cart quantity on enable', () => {
    const { actor, clock, commits, value } = start({ quantity: 2 });
    actor.send({ type: 'stepper.input', text: '8' });
    actor.send({ type: 'stepper.disable' });
    clock.increment(QUANTITY_DEBOUNCE_MS * 2);
    expect(commits).toEqual([]);
    actor.send({ type: 'stepper.enable' });
    expect(value()).toBe('2');
  });
});
