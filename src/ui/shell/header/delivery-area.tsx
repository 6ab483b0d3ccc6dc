// Delivery-area (postcode) selector: the button toggles the popup of the delivery-area machine, whose code
// (form, modal, focus handling) loads the first time it opens (delivery-area-popup.tsx). The saved place shows
// after hydration only: a server-rendered page is the same for every shopper.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../../common/native-button';
import { LoadedWhen } from '../../common/lazy-view';
import { lazyModule } from '../../common/lazy-module';
import { useHydrating } from '../../common/use-hydrating';
import { useShellActors } from '../../providers/shell-actors';
import { shellText, shellValueText } from '../messages';
import { PinIcon } from '../../common/icons';

const DeliveryAreaPopup = lazyModule('shell/delivery-area-popup', async () => (await import('./delivery-area-popup')).DeliveryAreaPopup);

export function DeliveryAreaSelector() {
  const intl = useIntl();
  const { deliveryArea } = useShellActors();
  const isOpen = useSelector(deliveryArea, (snapshot) => snapshot.matches('open'));
  const stored = useSelector(deliveryArea, (snapshot) => snapshot.context.savedLocation);
  // The shopper's place is theirs: the server renders every page without it (catalogue pages stay shareable), the
  // first client render matches that, and the place appears right after hydrating.
  const saved = useHydrating() ? null : stored;
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
        {/* One line, cut with an ellipsis where it does not fit (the button's name keeps the whole place). */}
        <span className="delivery-trigger__label">
          {saved ? intl.formatMessage(shellValueText.deliveryTo, { location: saved.value }) : intl.formatMessage(shellText.deliveryArea)}
        </span>
      </NativeButton>
      <LoadedWhen when={isOpen}>
        <DeliveryAreaPopup />
      </LoadedWhen>
    </>
  );
}
