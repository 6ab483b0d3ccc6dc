// React Aria has no Thai strings: its built-in labels ("Increase", "Decrease", "Clear search", "Dismiss"...) would
// stay English in the th store view. Views pass these as aria-label on the slotted parts, e.g.
//   const aria = useAriaLabels();
//   <NumberField aria-label={...}><Button slot="decrement" aria-label={aria.decrease}>-</Button>...
//   <SearchField><Button aria-label={aria.clearSearch}>x</Button></SearchField>
// Explicit props win over the ones React Aria provides through slot context.
import { defineMessages, useIntl } from 'react-intl';

export const ariaMessages = defineMessages({
  increase: { id: 'aria.increase', defaultMessage: 'Increase' },
  decrease: { id: 'aria.decrease', defaultMessage: 'Decrease' },
  clearSearch: { id: 'aria.clearSearch', defaultMessage: 'Clear search' },
  close: { id: 'aria.close', defaultMessage: 'Close' },
  dismiss: { id: 'aria.dismiss', defaultMessage: 'Dismiss' },
  showSuggestions: { id: 'aria.showSuggestions', defaultMessage: 'Show suggestions' },
  previous: { id: 'aria.previous', defaultMessage: 'Previous' },
  next: { id: 'aria.next', defaultMessage: 'Next' },
  remove: { id: 'aria.remove', defaultMessage: 'Remove' },
  loading: { id: 'aria.loading', defaultMessage: 'Loading…' },
});

export type AriaLabels = Record<keyof typeof ariaMessages, string>;

export function useAriaLabels(): AriaLabels {
  const intl = useIntl();
  const labels = {} as AriaLabels;
  for (const key of Object.keys(ariaMessages) as (keyof typeof ariaMessages)[]) labels[key] = intl.formatMessage(ariaMessages[key]);
  return labels;
}
