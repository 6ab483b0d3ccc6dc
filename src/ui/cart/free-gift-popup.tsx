// Free gifts of the cart's promotion: a button that opens the list, opened by itself when the server says
// auto_open_popup. Keyed by the offer so a newly triggered gift opens it again. Each offered gift has its own add
// button: the server takes a gift through the ordinary add while a fired rule offers its sku, at 0.
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FreeGifts } from '../../domain/cart-types';
import { AddToCartButton } from './add-to-cart-button';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';

export function FreeGiftPopup({ gifts }: { gifts: FreeGifts }) {
  const intl = useIntl();
  const cart = useCartActor();
  if (gifts.items.length === 0) return null;
  const title = gifts.titleFreeGift || gifts.title || intl.formatMessage(cartText.freeGiftsTitle);
  const offerKey = gifts.items.map((gift) => `${gift.sku}:${gift.quantity}`).join('|');
  return (
    <DialogTrigger key={offerKey} defaultOpen={gifts.autoOpenPopup}>
      <Button className="cart-button free-gifts__open">{intl.formatMessage(cartText.freeGiftsOpen)}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="free-gifts" aria-label={title}>
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {gifts.title && gifts.title !== title ? <p>{gifts.title}</p> : null}
                <ul className="free-gifts__items">
                  {gifts.items.map((gift) => (
                    <li key={gift.sku}>
                      <span>{intl.formatMessage(cartValueText.freeGiftQuantity, { name: gift.name ?? gift.sku, quantity: gift.quantity })}</span>
                      <AddToCartButton cart={cart} product={{ sku: gift.sku, name: gift.name ?? gift.sku }} quantity={gift.quantity} />
                    </li>
                  ))}
                </ul>
                <div className="free-gifts__actions">
                  <Button className="cart-button cart-button--primary" onPress={close}>
                    {intl.formatMessage(cartText.close)}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
