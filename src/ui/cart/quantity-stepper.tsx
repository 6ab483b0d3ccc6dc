// The quantity stepper of a cart row (mini cart and cart page). All rules live in quantity-stepper.machine.ts; this
// view renders its value, asks it what is allowed, and tells it about the cart: the item's quantity after a
// refetch (stepper.sync) and whether the cart can take an update now (stepper.enable / stepper.disable).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Button, Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CartItem } from '../../domain/cart-types';
import { useAriaLabels } from '../../i18n/aria-labels';
import type { UpdateTarget } from '../../machines/cart.machine';
import { quantityStepperMachine } from '../../machines/quantity-stepper.machine';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';

export function updateTargetOf(item: CartItem): UpdateTarget {
  return {
    uid: item.uid,
    kind: item.kind,
    sku: item.product.sku,
    variantSku: item.product.variantSku,
    selectedOptionUids: item.selectedOptionUids,
    name: item.product.name,
  };
}

export function QuantityStepper({ item }: { item: CartItem }) {
  const intl = useIntl();
  const aria = useAriaLabels();
  const cart = useCartActor();
  const target = updateTargetOf(item);
  const canUpdate = useSelector(cart, (snapshot) => snapshot.can({ type: 'cart.update', item: target, quantity: item.quantity }));
  const stepper = useActorRef(
    quantityStepperMachine.provide({
      actions: { commitQuantity: (_, params) => cart.send({ type: 'cart.update', item: target, quantity: params.quantity }) },
    }),
    { input: { quantity: item.quantity, isFreeGift: item.isFreeGift, disabled: !canUpdate } },
  );
  const value = useSelector(stepper, (snapshot) => snapshot.context.value);
  const canDecrement = useSelector(stepper, (snapshot) => snapshot.can({ type: 'stepper.decrement' }));
  const canIncrement = useSelector(stepper, (snapshot) => snapshot.can({ type: 'stepper.increment' }));
  const canType = useSelector(stepper, (snapshot) => snapshot.matches('enabled'));

  useEffect(() => {
    // The quantity first, so enabling shows the cart's new value.
    stepper.send({ type: 'stepper.sync', quantity: item.quantity });
    stepper.send({ type: canUpdate ? 'stepper.enable' : 'stepper.disable' });
  }, [stepper, item.quantity, canUpdate]);

  return (
    <Group className="quantity-stepper" aria-label={intl.formatMessage(cartValueText.quantityOf, { name: item.product.name })}>
      <Button className="quantity-stepper__button" slot={null} aria-label={aria.decrease} isDisabled={!canDecrement} onPress={() => stepper.send({ type: 'stepper.decrement' })}>
        −
      </Button>
      <input
        className="quantity-stepper__input"
        type="text"
        inputMode="numeric"
        aria-label={intl.formatMessage(cartText.quantity)}
        value={value}
        disabled={!canType}
        onChange={(event) => stepper.send({ type: 'stepper.input', text: event.currentTarget.value })}
      />
      <Button className="quantity-stepper__button" slot={null} aria-label={aria.increase} isDisabled={!canIncrement} onPress={() => stepper.send({ type: 'stepper.increment' })}>
        +
      </Button>
    </Group>
  );
}
