// Currency switch: the currency-switch chart asks the currency query itself, accepts only offered codes, stores
// the choice and reloads; src/connect/currency-switcher.connect.ts says what to show. Hidden when the store offers
// one currency or none.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { connectCurrencySwitcher } from '../../../connect/currency-switcher.connect';
import { useShellActors } from '../../providers/shell-actors';
import { shellText } from '../messages';

export function CurrencySwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const { currencySwitch } = useShellActors();
  const snapshot = useSelector(currencySwitch, (current) => current);
  const api = connectCurrencySwitcher(snapshot, (event) => currencySwitch.send(event), intl.formatMessage(shellText.currency));
  if (!api.visible) return null;
  return (
    <MenuTrigger>
      <Button className={['switcher', className].filter(Boolean).join(' ')} {...api.triggerProps}>
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
