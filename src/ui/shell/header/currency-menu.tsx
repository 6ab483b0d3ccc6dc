// The currency menu (loaded when first wanted: deferred-menu.tsx): choosing a code sends it to the
// currency-switch machine, which stores it and reloads.
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useShellActors } from '../../providers/shell-actors';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from './deferred-menu';

export interface CurrencyMenuProps {
  className: string;
  label: string;
  currencyCode: string;
  availableCodes: readonly string[];
}

export function CurrencyMenu({ className, label, currencyCode, availableCodes, takeFocus, openAtOnce }: CurrencyMenuProps & MenuHandover) {
  const { currencySwitch } = useShellActors();
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className={className} aria-label={`${label}: ${currencyCode}`}>
        {currencyCode} ▾
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          aria-label={label}
          selectionMode="single"
          selectedKeys={[currencyCode]}
          onAction={(key) => currencySwitch.send({ type: 'currency.switch', code: String(key) })}
        >
          {availableCodes.map((code) => (
            <MenuItem key={code} id={code} className="menu-item">
              {code}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
