// Free gifts of the cart's promotion: a button that opens the list, opened by itself when the server says
// auto_open_popup. Keyed by the offer so a newly triggered gift opens it again.
import { Button, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FreeGifts } from '../../api/cart/cart-types';
import { cartText, cartValueText } from './messages';

export function FreeGiftPopup({ gifts }: { gifts: FreeGifts }) {
  const intl = useIntl();
  if (gifts.items.length === 0) return null;
  const title = gifts.titleFreeGift || gifts.title || intl.formatMessage(cartText.freeGiftsTitle);
  const offerKey = gifts.items.map((gift) => `${gift.sku}:${gift.quantity}`).join('|');
  return (
    <DialogTrigger key={offerKey} defaultOpen={gifts.autoOpenPopup}>
      <Button className="free-gifts__open">{intl.formatMessage(cartText.freeGiftsOpen)}</Button>
      <Modal isDismissable className="free-gifts__modal">
        <Dialog className="free-gifts" aria-label={title}>
          {({ close }) => (
            <>
              <Heading slot="title">{title}</Heading>
              <ul>
                {gifts.items.map((gift) => (
                  <li key={gift.sku}>{intl.formatMessage(cartValueText.freeGiftQuantity, { name: gift.name ?? gift.sku, quantity: gift.quantity })}</li>
                ))}
              </ul>
              <Button onPress={close}>{intl.formatMessage(cartText.close)}</Button>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
