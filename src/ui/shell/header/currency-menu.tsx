// The currency menu (loaded when first wanted: deferred-menu.tsx), drawn from the currency-switch chart's
// connect function: choosing a code sends it to the chart, which stores it and reloads.
import { useSelector } from '@xstate/react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { connectCurrencySwitcher } from '../../../connect/currency-switcher.connect';
import { useShellActors } from '../../providers/shell-actors';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from '../../common/deferred-menu';

export interface CurrencyMenuProps {
  className: string;
  label: string;
}

export function CurrencyMenu({ className, label, takeFocus, openAtOnce }: CurrencyMenuProps & MenuHandover) {
  const { currencySwitch } = useShellActors();
  const snapshot = useSelector(currencySwitch, (current) => current);
  const api = connectCurrencySwitcher(snapshot, (event) => currencySwitch.send(event), label);
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className={className} {...api.triggerProps}>
        {api.triggerText}
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu {...api.menuProps}>
          {api.items.map((item) => (
            <MenuItem key={item.id} id={item.id} className="menu-item">
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
