// The quantity stepper of a cart row (mini cart and cart page). All rules live in quantity-stepper.machine.ts and
// what the view shows comes from src/connect/quantity-stepper.connect.ts; this view only renders it. The cart
// reaches the stepper through the chart's `followCart` actor: the item's quantity after a refetch (stepper.sync)
// and whether the cart can take an update now (stepper.enable / stepper.disable).
import { useActorRef, useSelector } from '@xstate/react';
import { Button, Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fromCallback } from 'xstate';
import { connectQuantityStepper } from '../../connect/quantity-stepper.connect';
import type { CartItem } from '../../domain/cart-types';
import { useAriaLabels } from '../../i18n/aria-labels';
import type { UpdateTarget } from '../../machines/cart.machine';
import { quantityStepperMachine, type QuantityStepperEvent } from '../../machines/quantity-stepper.machine';
import { useCartActor } from './cart-provider';
import type { CartActor } from './cart-runtime';
import { cartText, cartValueText } from './messages';
import { inspected } from '../providers/inspection';

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

/** The cart as one row's stepper sees it: its item's quantity, and whether an update could be sent now. */
function rowState(cart: CartActor, item: CartItem) {
  const snapshot = cart.getSnapshot();
  const quantity = snapshot.context.details?.items.find((line) => line.uid === item.uid)?.quantity ?? item.quantity;
  return { quantity, canUpdate: snapshot.can({ type: 'cart.update', item: updateTargetOf(item), quantity }) };
}

/** Follows the cart actor and tells the stepper what changed (the quantity first, so enabling shows it). */
function followCart(cart: CartActor, item: CartItem) {
  return fromCallback<QuantityStepperEvent>(({ sendBack }) => {
    let last: ReturnType<typeof rowState> | null = null;
    const report = () => {
      const next = rowState(cart, item);
      if (last && last.quantity === next.quantity && last.canUpdate === next.canUpdate) return;
      last = next;
      sendBack({ type: 'stepper.sync', quantity: next.quantity });
      sendBack({ type: next.canUpdate ? 'stepper.enable' : 'stepper.disable' });
    };
    report();
    const subscription = cart.subscribe(report);
    return () => subscription.unsubscribe();
  });
}

export function QuantityStepper({ item }: { item: CartItem }) {
  const intl = useIntl();
  const aria = useAriaLabels();
  const cart = useCartActor();
  const stepper = useActorRef(
    quantityStepperMachine.provide({
      actors: { followCart: followCart(cart, item) },
      actions: { commitQuantity: (_, params) => cart.send({ type: 'cart.update', item: updateTargetOf(item), quantity: params.quantity }) },
    }),
    inspected({ input: { quantity: item.quantity, isFreeGift: item.isFreeGift, disabled: !rowState(cart, item).canUpdate } }),
  );
  const api = connectQuantityStepper(useSelector(stepper, (snapshot) => snapshot), (event) => stepper.send(event), {
    group: intl.formatMessage(cartValueText.quantityOf, { name: item.product.name }),
    input: intl.formatMessage(cartText.quantity),
    decrease: aria.decrease,
    increase: aria.increase,
  });

  return (
    <Group className="quantity-stepper" {...api.groupProps}>
      <Button className="quantity-stepper__button" slot={null} {...api.decrementProps}>
        −
      </Button>
      <input
        className="quantity-stepper__input"
        {...api.inputProps}
        onChange={(event) => api.inputProps.onChange(event.currentTarget.value)}
      />
      <Button className="quantity-stepper__button" slot={null} {...api.incrementProps}>
        +
      </Button>
    </Group>
  );
}
