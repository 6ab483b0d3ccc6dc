// The success popup after add to cart (when isEnabledSuccessPopup): open while the feedback machine is in
// `popup`; a click outside or on close, Continue Shopping and View Cart are events of that machine.
import { useSelector } from '@xstate/react';
import { Button, Dialog, Heading, Modal } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useFeedbackActor } from './cart-provider';
import { cartText } from './messages';

export function SuccessPopup() {
  const intl = useIntl();
  const feedback = useFeedbackActor();
  const item = useSelector(feedback, (snapshot) => (snapshot.matches('popup') ? snapshot.context.item : null));
  return (
    <Modal isDismissable isOpen={item !== null} onOpenChange={(open) => (open ? undefined : feedback.send({ type: 'feedback.close' }))} className="success-popup__modal">
      <Dialog className="success-popup" aria-label={intl.formatMessage(cartText.addedTitle)}>
        {item ? (
          <>
            <Heading slot="title">{intl.formatMessage(cartText.addedTitle)}</Heading>
            {item.product.image ? <img src={item.product.image.url} alt={item.product.image.label} width={80} height={80} /> : null}
            <p className="success-popup__name">{item.product.name}</p>
            <Button onPress={() => feedback.send({ type: 'feedback.continueShopping' })}>{intl.formatMessage(cartText.continueShopping)}</Button>
            <Button onPress={() => feedback.send({ type: 'feedback.viewCart' })}>{intl.formatMessage(cartText.viewCart)}</Button>
          </>
        ) : null}
      </Dialog>
    </Modal>
  );
}
