// What the quantity stepper's view needs, from the stepper chart's snapshot (as zag's `connect`): the props of
// the group, the − and + buttons and the input, with their accessible names, enabled or not as the chart allows.
// Pure: the view passes the translated labels and the actor's send.
import type { SnapshotFrom } from 'xstate';
import type { QuantityStepperEvent, quantityStepperMachine } from '../machines/quantity-stepper.machine';

export interface QuantityStepperLabels {
  /** "Quantity of {name}", for the group. */
  group: string;
  /** "Quantity", for the input. */
  input: string;
  decrease: string;
  increase: string;
}

export function connectQuantityStepper(
  snapshot: SnapshotFrom<typeof quantityStepperMachine>,
  send: (event: QuantityStepperEvent) => void,
  labels: QuantityStepperLabels,
) {
  return {
    groupProps: { 'aria-label': labels.group },
    decrementProps: {
      'aria-label': labels.decrease,
      isDisabled: !snapshot.can({ type: 'stepper.decrement' }),
      onPress: () => send({ type: 'stepper.decrement' }),
    },
    incrementProps: {
      'aria-label': labels.increase,
      isDisabled: !snapshot.can({ type: 'stepper.increment' }),
      onPress: () => send({ type: 'stepper.increment' }),
    },
    inputProps: {
      type: 'text' as const,
      inputMode: 'numeric' as const,
      'aria-label': labels.input,
      value: snapshot.context.value,
      disabled: !snapshot.matches('enabled'),
      onChange: (text: string) => send({ type: 'stepper.input', text }),
    },
  };
}

export type QuantityStepperApi = ReturnType<typeof connectQuantityStepper>;
