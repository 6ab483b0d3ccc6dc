// The mini cart's popover (loaded when first wanted: mini-cart.tsx): the trigger that replaced the plain one,
// the dialog, and the panel of lines inside it (mini-cart-panel.tsx, loaded the first time the popover opens).
// The dialog is here, not in the panel: a popover without a dialog is a dialog itself, so while the panel loaded
// there were two dialogs of the same name (and id) on the page.
import { Suspense } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { lazyModule } from '../common/lazy-module';
import { cartText } from './messages';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from '../common/deferred-menu';
import { useMiniCartTrigger } from './mini-cart-trigger';

const MiniCartPanel = lazyModule('cart/mini-cart-panel', async () => (await import('./mini-cart-panel')).MiniCartPanel);

export function LoadedMiniCart({ takeFocus, openAtOnce }: MenuHandover) {
  const intl = useIntl();
  const { label, content } = useMiniCartTrigger();
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="mini-cart__trigger" aria-label={label}>
        {content}
      </Button>
      <Popover className="mini-cart__popover" placement="bottom end" offset={8}>
        <Dialog className="mini-cart" aria-label={intl.formatMessage(cartText.miniCartTitle)}>
          {({ close }) => (
            <Suspense fallback={null}>
              <MiniCartPanel close={close} />
            </Suspense>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
