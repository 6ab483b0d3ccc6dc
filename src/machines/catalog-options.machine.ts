import { assign, setup } from 'xstate';

// The shopper's choice of a configurable product's options (storefront spec section 3, "Configurable products").
// Choosing a value that no in-stock-or-not variant combines with the other choices clears those other choices,
// so the selection always points at an existing variant or at an incomplete choice. When every option has a
// value the machine is `complete` and the view shows that variant's price, image and stock.

export interface OptionsVariant {
  uid: string;
  /** option code → value uid */
  choice: Record<string, string>;
}

export interface OptionsInput {
  /** Option codes in display order. */
  codes: string[];
  variants: OptionsVariant[];
}

export interface OptionsContext extends OptionsInput {
  selection: Record<string, string>;
}

export type OptionsEvent = { type: 'option.select'; code: string; value: string } | { type: 'options.reset' };

/** The variant matching every chosen value, when all options are chosen. */
export function selectedVariant(context: OptionsContext): OptionsVariant | null {
  if (!context.codes.every((code) => context.selection[code])) return null;
  return context.variants.find((variant) => context.codes.every((code) => variant.choice[code] === context.selection[code])) ?? null;
}

/** Whether some variant has `value` for `code` together with the other current choices. */
export function isCombinable(context: OptionsContext, code: string, value: string): boolean {
  return context.variants.some(
    (variant) =>
      variant.choice[code] === value &&
      context.codes.every((other) => other === code || !context.selection[other] || variant.choice[other] === context.selection[other]),
  );
}

function withChoice(context: OptionsContext, code: string, value: string): Record<string, string> {
  if (isCombinable(context, code, value)) return { ...context.selection, [code]: value };
  // Keep only the new value: the other choices do not exist together with it.
  return { [code]: value };
}

export const catalogOptionsMachine = setup({
  types: {
    context: {} as OptionsContext,
    events: {} as OptionsEvent,
    input: {} as OptionsInput,
  },
  guards: {
    isKnownValue: ({ context, event }) =>
      event.type === 'option.select' && context.variants.some((variant) => variant.choice[event.code] === event.value),
    isComplete: ({ context }) => selectedVariant(context) !== null,
  },
  actions: {
    assignChoice: assign({
      selection: ({ context, event }) => (event.type === 'option.select' ? withChoice(context, event.code, event.value) : context.selection),
    }),
    clearSelection: assign({ selection: {} }),
  },
}).createMachine({
  id: 'catalogOptions',
  context: ({ input }) => ({ codes: input.codes, variants: input.variants, selection: {} }),
  initial: 'choosing',
  on: {
    'option.select': { guard: 'isKnownValue', target: '.checking', actions: 'assignChoice' },
    'options.reset': { target: '.choosing', actions: 'clearSelection' },
  },
  states: {
    checking: {
      always: [{ guard: 'isComplete', target: 'complete' }, { target: 'choosing' }],
    },
    /** Some option still has no value: the parent product's price range and image are shown. */
    choosing: {},
    /** Every option chosen: the variant's price, image and stock are shown and passed to the add-to-cart slot. */
    complete: {},
  },
});
