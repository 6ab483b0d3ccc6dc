// Delivery-area (postcode) selector: the button toggles the popup of the delivery-area machine, whose code
// (form, modal, focus handling) loads the first time it opens (delivery-area-popup.tsx).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../../common/native-button';
import { LoadedWhen, lazyNamed } from '../../common/lazy-view';
import { useShellActors } from '../../providers/shell-actors';
import { shellText, shellValueText } from '../messages';
import { PinIcon } from '../../common/icons';

const DeliveryAreaPopup = lazyNamed(() => import('./delivery-area-popup'), 'DeliveryAreaPopup');

export function DeliveryAreaSelector() {
  const intl = useIntl();
  const { deliveryArea } = useShellActors();
  const isOpen = useSelector(deliveryArea, (snapshot) => snapshot.matches('open'));
  const saved = useSelector(deliveryArea, (snapshot) => snapshot.context.savedLocation);
  const toggle = () => deliveryArea.send({ type: 'deliveryArea.toggle' });
  return (
    <>
      <NativeButton
        className="delivery-trigger"
        onPress={toggle}
        aria-expanded={isOpen}
        aria-label={saved ? `${intl.formatMessage(shellText.deliveryArea)}: ${saved.value}` : undefined}
      >
        <PinIcon />
        {saved ? intl.formatMessage(shellValueText.deliveryTo, { location: saved.value }) : intl.formatMessage(shellText.deliveryArea)}
      </NativeButton>
      <LoadedWhen when={isOpen}>
        <DeliveryAreaPopup />
      </LoadedWhen>
    </>
  );
}
