// Step 2: the delivery method (titles from carrier_title and method_title) with its delivery date and time slot.
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DeliverySlot, ShippingMethodOption } from '../../domain/checkout-types';
import { formatMoney } from '../../i18n/money';
import { useDisplayMessage } from '../shell/display-message';
import type { CheckoutActor } from './checkout-runtime';
import { checkoutText, checkoutValueText } from './messages';

const methodKey = (method: { carrierCode: string; methodCode: string }) => `${method.carrierCode}_${method.methodCode}`;
const slotKey = (slot: DeliverySlot) => `${slot.date} ${slot.option}`;

function dateLabel(date: string, locale: string): string {
  // Calendar dates of the shop (Bangkok); Gregorian years in Thai too, as on the invoice.
  return new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function ShippingMethodStep({ checkout }: { checkout: CheckoutActor }) {
  const intl = useIntl();
  const display = useDisplayMessage();
  const methods = useSelector(checkout, (s) => s.context.availableShippingMethods);
  const chosen = useSelector(checkout, (s) => s.context.shippingMethod);
  const submitting = useSelector(checkout, (s) => s.matches('submittingShippingMethod'));
  const error = useSelector(checkout, (s) => s.context.errors.shippingMethod);
  const [methodChoice, setMethodChoice] = useState<string | null>(chosen ? `${chosen.carrier_code}_${chosen.method_code}` : null);
  const [slotChoice, setSlotChoice] = useState<string | null>(chosen?.slot ? slotKey(chosen.slot) : null);
  const method: ShippingMethodOption | undefined = methods.find((m) => methodKey(m) === methodChoice) ?? (methods.length === 1 ? methods[0] : undefined);
  const slots = method?.slots ?? [];
  const slot = slots.find((s) => slotKey(s) === slotChoice) ?? slots[0] ?? null;
  const dates = [...new Set(slots.map((s) => s.date))];

  if (methods.length === 0) return <p className="checkout-error" role="alert">{intl.formatMessage(checkoutText.noMethods)}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) return;
    checkout.send({
      type: 'shippingMethod.submit',
      method: { carrier_code: method.carrierCode, method_code: method.methodCode, carrier_title: method.title, slot },
    });
  };

  return (
    <Form className="checkout-form" onSubmit={submit} aria-busy={submitting}>
      <RadioGroup className="checkout-radios" name="shipping-method" value={method ? methodKey(method) : null} onChange={setMethodChoice} isRequired>
        <Label>{intl.formatMessage(checkoutText.methodLabel)}</Label>
        {methods.map((option) => (
          <Radio key={methodKey(option)} value={methodKey(option)} className="checkout-radio" isDisabled={!option.available}>
            <span>{intl.formatMessage(checkoutValueText.methodOption, { carrier: option.title, method: option.methodTitle })}</span>
            <span className="checkout-radio__price">
              {option.amount && option.amount.value > 0 ? formatMoney(option.amount.value, option.amount.currency, intl.locale) : intl.formatMessage(checkoutText.free)}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {slots.length > 0 ? (
        <RadioGroup className="checkout-radios checkout-slots" name="delivery-slot" value={slot ? slotKey(slot) : null} onChange={setSlotChoice} isRequired>
          <Label>{intl.formatMessage(checkoutText.timeSlot)}</Label>
          {dates.map((date) => (
            <div key={date} className="checkout-slots__day" role="presentation">
              <span className="checkout-slots__date" aria-hidden="true">
                {dateLabel(date, intl.locale)}
              </span>
              {slots
                .filter((s) => s.date === date)
                .map((s) => (
                  <Radio key={slotKey(s)} value={slotKey(s)} className="checkout-radio checkout-radio--slot" aria-label={`${dateLabel(date, intl.locale)} ${s.from}–${s.to}`}>
                    {intl.formatMessage(checkoutValueText.slotOption, { from: s.from, to: s.to })}
                  </Radio>
                ))}
            </div>
          ))}
        </RadioGroup>
      ) : null}
      {error ? (
        <p className="checkout-error" role="alert">
          {display(error)}
        </p>
      ) : null}
      <Button type="submit" className="button button--primary checkout-submit" isDisabled={submitting || !method}>
        {submitting ? intl.formatMessage(checkoutText.saving) : intl.formatMessage(checkoutText.saveMethod)}
      </Button>
    </Form>
  );
}
