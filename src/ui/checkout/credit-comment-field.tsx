// The buyer's comment on a company-credit payment (Amasty's company-credit payment input, sent with
// setPaymentMethodOnCart and kept with the order): shown under the credit method once it is chosen. Saving sends
// the method again with the comment (paymentMethod.submit); the chart's accepted method holds what was saved.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { COMPANY_CREDIT_CODE } from '../../domain/payment-routes';
import type { CheckoutActor } from './checkout-runtime';
import { checkoutText } from './messages';

/** The server's bound (server/modules/checkout/checkout-writes.ts CREDIT_COMMENT_MAX). */
const COMMENT_MAX = 500;

export function CreditCommentField({ checkout }: { checkout: CheckoutActor }) {
  const intl = useIntl();
  const saved = useSelector(checkout, (s) => (s.context.paymentMethod?.code === COMPANY_CREDIT_CODE ? (s.context.paymentMethod.companyCreditComment ?? '') : null));
  const canSave = useSelector(checkout, (s) => s.can({ type: 'paymentMethod.submit', method: { code: COMPANY_CREDIT_CODE, data: {} } }));
  // What is being typed is the field's own; the saved comment is the chart's.
  const [text, setText] = useState(saved ?? '');
  if (saved === null) return null;
  const unchanged = text.trim() === saved;
  return (
    <Form
      className="checkout-credit-comment"
      onSubmit={(event) => {
        event.preventDefault();
        checkout.send({ type: 'paymentMethod.submit', method: { code: COMPANY_CREDIT_CODE, data: {}, companyCreditComment: text.trim() || null } });
      }}
    >
      <TextField className="field" value={text} onChange={setText} maxLength={COMMENT_MAX}>
        <Label>
          {intl.formatMessage(checkoutText.creditComment)} <span className="account-field__optional">({intl.formatMessage(checkoutText.optional)})</span>
        </Label>
        <TextArea rows={2} />
        <Text slot="description">{intl.formatMessage(checkoutText.creditCommentHint)}</Text>
      </TextField>
      <Button type="submit" className="button" isDisabled={!canSave || unchanged}>
        {intl.formatMessage(checkoutText.creditCommentSave)}
      </Button>
      {unchanged && saved ? (
        <p className="checkout-credit-comment__saved" role="status">
          {intl.formatMessage(checkoutText.creditCommentSaved)}
        </p>
      ) : null}
    </Form>
  );
}
