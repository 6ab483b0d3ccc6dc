// The success popup after add to cart (when isEnabledSuccessPopup): open while the feedback machine is in
// `popup`; a click outside or on close, Continue Shopping and View Cart are events of that machine.
import { useSelector } from '@xstate/react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useFeedbackActor } from './cart-provider';
import { cartText } from './messages';
import './cart.css';

export function SuccessPopup() {
  const intl = useIntl();
  const feedback = useFeedbackActor();
  const item = useSelector(feedback, (snapshot) => (snapshot.matches('popup') ? snapshot.context.item : null));
  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      isOpen={item !== null}
      onOpenChange={(open) => (open ? undefined : feedback.send({ type: 'feedback.close' }))}
    >
      <Modal className="modal">
        <Dialog className="success-popup" aria-label={intl.formatMessage(cartText.addedTitle)}>
          {item ? (
            <>
              <Heading slot="title">{intl.formatMessage(cartText.addedTitle)}</Heading>
              <div className="success-popup__item">
                {/* Decorative: the product's name is right beside it. */}
                {item.product.image ? <img src={item.product.image.url} alt="" width={72} height={72} /> : null}
                <p className="success-popup__name">{item.product.name}</p>
              </div>
              <div className="success-popup__actions">
                <Button className="cart-button" onPress={() => feedback.send({ type: 'feedback.continueShopping' })}>
                  {intl.formatMessage(cartText.continueShopping)}
                </Button>
                <Button className="cart-button cart-button--primary" onPress={() => feedback.send({ type: 'feedback.viewCart' })}>
                  {intl.formatMessage(cartText.viewCart)}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
