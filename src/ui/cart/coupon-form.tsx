// Apply or remove a coupon. The field's text is form input, not flow state; sending and errors are the machine's.
import { useSelector } from '@xstate/react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';
import { formText } from '../../lib/form-text';

export function CouponForm({ codes }: { codes: string[] }) {
  const intl = useIntl();
  const cart = useCartActor();
  const canApply = useSelector(cart, (snapshot) => snapshot.can({ type: 'cart.applyCoupon', code: 'x' }));
  const canRemove = useSelector(cart, (snapshot) => snapshot.can({ type: 'cart.removeCoupon' }));
  const error = useSelector(cart, (snapshot) => snapshot.context.errors.coupon);
  const applied = codes[0];
  return (
    <section className="coupon" aria-label={intl.formatMessage(cartText.couponLabel)}>
      {applied ? (
        <p className="coupon__applied">
          {intl.formatMessage(cartValueText.couponApplied, { code: applied })}{' '}
          <Button className="cart-button" isDisabled={!canRemove} onPress={() => cart.send({ type: 'cart.removeCoupon' })}>
            {intl.formatMessage(cartText.couponRemove)}
          </Button>
        </p>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            const code = formText(new FormData(event.currentTarget), 'coupon').trim();
            if (code) cart.send({ type: 'cart.applyCoupon', code });
          }}
        >
          <TextField className="field" name="coupon" isRequired>
            <Label>{intl.formatMessage(cartText.couponLabel)}</Label>
            <Input />
          </TextField>
          <Button className="cart-button" type="submit" isDisabled={!canApply}>
            {intl.formatMessage(cartText.couponApply)}
          </Button>
        </Form>
      )}
      {error ? (
        <p className="coupon__error" role="alert">
          {'text' in error.message ? error.message.text : intl.formatMessage(error.message)}
        </p>
      ) : null}
    </section>
  );
}
