// Currency switch: the currency-switch chart asks the currency query itself, accepts only offered codes, stores
// the choice and reloads; src/connect/currency-switcher.connect.ts says what to show. Hidden when the store offers
// one currency or none. The menu is currency-menu.tsx, loaded when first wanted (deferred-menu.tsx).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { connectCurrencySwitcher } from '../../../connect/currency-switcher.connect';
import { useShellActors } from '../../providers/shell-actors';
import { shellText } from '../messages';
import { DeferredMenu, menuLoader } from '../../common/deferred-menu';
import type { CurrencyMenuProps } from './currency-menu';

const loadMenu = menuLoader<CurrencyMenuProps>(() => import('./currency-menu').then((module) => module.CurrencyMenu));

export function CurrencySwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const { currencySwitch } = useShellActors();
  const snapshot = useSelector(currencySwitch, (current) => current);
  const label = intl.formatMessage(shellText.currency);
  const api = connectCurrencySwitcher(snapshot, (event) => currencySwitch.send(event), label);
  if (!api.visible) return null;
  const buttonClass = ['switcher', className].filter(Boolean).join(' ');
  return (
    <DeferredMenu load={loadMenu} menu={{ className: buttonClass, label }} className={buttonClass} label={api.triggerProps['aria-label']}>
      {api.triggerText}
    </DeferredMenu>
  );
}
