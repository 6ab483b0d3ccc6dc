// The store view (language) menu, loaded when first wanted (deferred-menu.tsx); the switch itself is the
// store switcher's (store-switcher.tsx).
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { StoreView } from '../../../api/services/available-stores';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from '../../common/deferred-menu';

export interface StoreMenuProps {
  className: string;
  label: string;
  /** The current view's name (its code when the view is unknown). */
  name: string;
  current: string;
  storeViews: readonly StoreView[];
  onSwitch: (target: StoreView) => void;
}

export function StoreMenu({ className, label, name, current, storeViews, onSwitch, takeFocus, openAtOnce }: StoreMenuProps & MenuHandover) {
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className={className} aria-label={`${label}: ${name}`}>
        {name} ▾
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          aria-label={label}
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key) => {
            const target = storeViews.find((view) => view.code === key);
            if (target) onSwitch(target);
          }}
        >
          {storeViews.map((view) => (
            <MenuItem key={view.code} id={view.code} className="menu-item" lang={view.locale}>
              {view.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
