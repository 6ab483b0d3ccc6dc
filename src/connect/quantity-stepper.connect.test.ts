import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectQuantityStepper } from './quantity-stepper.connect';
import { quantityStepperMachine, type QuantityStepperEvent, type QuantityStepperInput } from '../machines/quantity-stepper.machine';

const labels = { group: 'Quantity of Jasmine rice', input: 'Quantity', decrease: 'Decrease', increase: 'Increase' };

function stepper(input: QuantityStepperInput) {
  const actor = createActor(quantityStepperMachine.provide({ actors: { followCart: fromCallback(() => undefined) } }), { input });
  actor.start();
  const sent: QuantityStepperEvent[] = [];
  return { actor, sent, api: () => connectQuantityStepper(actor.getSnapshot(), (event) => void sent.push(event), labels) };
}

describe('connectQuantityStepper', () => {
  it('names every part and shows the chart value', () => {
    const { api } = stepper({ quantity: 3 });
    expect(api().groupProps).toEqual({ 'aria-label': 'Quantity of Jasmine rice' });
    expect(api().inputProps).toMatchObject({ 'aria-label': 'Quantity', value: '3', disabled: false, inputMode: 'numeric' });
    expect(api().decrementProps).toMatchObject({ 'aria-label': 'Decrease', isDisabled: false });
    expect(api().incrementProps).toMatchObject({ 'aria-label': 'Increase', isDisabled: false });
  });

  it('disables decrement at 1 and increment at 9999, as the chart allows', () => {
    expect(stepper({ quantity: 1 }).api().decrementProps.isDisabled).toBe(true);
    const top = stepper({ quantity: 9999 }).api();
    expect(top.incrementProps.isDisabled).toBe(true);
    expect(top.decrementProps.isDisabled).toBe(false);
  });

  it('locks everything for a free gift and while the cart is busy', () => {
    for (const input of [{ quantity: 2, isFreeGift: true }, { quantity: 2, disabled: true }]) {
      const api = stepper(input).api();
      expect(api.inputProps.disabled).toBe(true);
      expect(api.decrementProps.isDisabled).toBe(true);
      expect(api.incrementProps.isDisabled).toBe(true);
    }
  });

  it('turns presses and typing into the chart events', () => {
    const { api, sent } = stepper({ quantity: 2 });
    api().decrementProps.onPress();
    api().incrementProps.onPress();
    api().inputProps.onChange('7');
    expect(sent).toEqual([{ type: 'stepper.decrement' }, { type: 'stepper.increment' }, { type: 'stepper.input', text: '7' }]);
  });
});
