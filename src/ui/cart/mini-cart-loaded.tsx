// The mini cart's popover (loaded when first wanted: mini-cart.tsx): the trigger that replaced the plain one,
// and the panel of lines (mini-cart-panel.tsx, loaded the first time the popover opens).
import { Suspense } from 'react';
import { Button, DialogTrigger, Popover } from 'react-aria-components';
import { lazyNamed } from '../common/lazy-view';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from '../shell/header/deferred-menu';
import { useMiniCartTrigger } from './mini-cart-trigger';

const MiniCartPanel = lazyNamed(() => import('./mini-cart-panel'), 'MiniCartPanel');

export function LoadedMiniCart({ takeFocus, openAtOnce }: MenuHandover) {
  const { label, content } = useMiniCartTrigger();
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="mini-cart__trigger" aria-label={label}>
        {content}
      </Button>
      <Popover className="mini-cart__popover" placement="bottom end" offset={8}>
        <Suspense fallback={null}>
          <MiniCartPanel />
        </Suspense>
      </Popover>
    </DialogTrigger>
  );
}
