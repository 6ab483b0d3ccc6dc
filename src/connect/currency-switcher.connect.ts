// What the currency switcher's view needs, from the currency-switch chart (as zag's `connect`): whether it shows
// (more than one offered code and a current one), the trigger's text and accessible name, the menu's selection and
// items, and the event a choice sends. Pure: the view passes the translated label and the actor's send.
import type { SnapshotFrom } from 'xstate';
import type { CurrencySwitchEvent, currencySwitchMachine } from '../machines/currency-switch.machine';

export function connectCurrencySwitcher(
  snapshot: SnapshotFrom<typeof currencySwitchMachine>,
  send: (event: CurrencySwitchEvent) => void,
  label: string,
) {
  const { currencyCode, availableCodes } = snapshot.context;
  const visible = snapshot.matches('ready') && availableCodes.length > 1 && !!currencyCode;
  return {
    visible,
    triggerProps: { 'aria-label': `${label}: ${currencyCode ?? ''}` },
    triggerText: `${currencyCode ?? ''} ▾`,
    menuProps: {
      'aria-label': label,
      selectionMode: 'single' as const,
      selectedKeys: currencyCode ? [currencyCode] : [],
      onAction: (key: string | number) => send({ type: 'currency.switch', code: String(key) }),
    },
    items: availableCodes.map((code) => ({ id: code, label: code })),
  };
}
