// Currency switch: the currency query feeds the currency-switch machine, which accepts only offered codes,
// stores the choice and reloads. Hidden when the store offers one currency or none. The menu is currency-menu.tsx.
import { useSelector } from '@xstate/react';
import { use, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useShellActors } from '../../providers/shell-actors';
import { useShellData } from '../../providers/shell-data';
import { shellText } from '../messages';
import { DeferredMenu, menuLoader } from './deferred-menu';
import type { CurrencyMenuProps } from './currency-menu';

// The menu itself loads when first wanted (deferred-menu.tsx).
const loadMenu = menuLoader<CurrencyMenuProps>(() => import('./currency-menu').then((module) => module.CurrencyMenu));

export function CurrencySwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const info = use(useShellData().currency());
  const { currencySwitch } = useShellActors();
  useEffect(() => {
    currencySwitch.send({ type: 'currency.available', currencyCode: info.currentCode, availableCodes: info.availableCodes });
  }, [currencySwitch, info]);
  const context = useSelector(currencySwitch, (snapshot) => snapshot.context);
  // Until the machine has the codes (the effect above runs after rendering, never on the server), show the
  // query's: the server renders the switcher and hydration finds the same button, whichever switcher's effect
  // (header or footer) reached the shared machine first.
  const currencyCode = context.currencyCode || info.currentCode;
  const availableCodes = context.availableCodes.length > 0 ? context.availableCodes : info.availableCodes;
  if (availableCodes.length <= 1 || !currencyCode) return null;
  const label = intl.formatMessage(shellText.currency);
  const buttonClass = ['switcher', className].filter(Boolean).join(' ');
  return (
    <DeferredMenu load={loadMenu} menu={{ className: buttonClass, label, currencyCode, availableCodes }} className={buttonClass} label={`${label}: ${currencyCode}`}>
      {currencyCode} ▾
    </DeferredMenu>
  );
}
