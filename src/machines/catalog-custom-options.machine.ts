import { assign, setup } from 'xstate';

// The shopper's choice of a product's customizable options on the product page (storefront spec section 3,
// customizable options), and of the other choices add-to-cart sends as selected_options: a bundle's items and a
// downloadable product's links (src/ui/catalog/purchase-choices.ts turns them into the same specs). Choice options (drop_down, radio, checkbox, multiple) keep the chosen value uids, text
// options (field, area, date) the typed text. The machine is `ready` when every required option has a value; only
// then does the product page let the shopper add to cart, sending the uids as selected_options and the texts as
// entered_options (the server refuses a line with a required option missing).

export interface CustomOptionsSpec {
  uid: string;
  required: boolean;
  /** 'choice' picks value uids; 'text' takes typed input. */
  input: 'choice' | 'text';
  /** Known value uids of a choice option. */
  values: string[];
  maxCharacters: number | null;
}

export interface CustomOptionsInput {
  options: CustomOptionsSpec[];
  /** Choices made before the shopper touches anything: a bundle's default selections. */
  chosen?: Record<string, string[]>;
}

export interface CustomOptionsContext extends CustomOptionsInput {
  /** option uid → chosen value uids */
  chosen: Record<string, string[]>;
  /** option uid → typed text */
  entered: Record<string, string>;
}

export type CustomOptionsEvent =
  | { type: 'option.choose'; uid: string; values: string[] }
  | { type: 'option.enter'; uid: string; value: string };

function hasValue(context: CustomOptionsContext, option: CustomOptionsSpec): boolean {
  return option.input === 'choice' ? (context.chosen[option.uid]?.length ?? 0) > 0 : (context.entered[option.uid] ?? '').trim() !== '';
}

/** Every required option has a chosen value or non-blank text. */
export function requiredOptionsFilled(context: CustomOptionsContext): boolean {
  return context.options.every((option) => !option.required || hasValue(context, option));
}

/** What add-to-cart sends: selected_options uids and entered_options, blank texts left out. */
export function customOptionsPayload(context: CustomOptionsContext): { selectedOptions: string[]; enteredOptions: { uid: string; value: string }[] } {
  return {
    selectedOptions: context.options.filter((o) => o.input === 'choice').flatMap((o) => context.chosen[o.uid] ?? []),
    enteredOptions: context.options
      .filter((o) => o.input === 'text' && hasValue(context, o))
      .map((o) => ({ uid: o.uid, value: context.entered[o.uid] ?? '' })),
  };
}

const optionOf = (context: CustomOptionsContext, uid: string, input: CustomOptionsSpec['input']) =>
  context.options.find((option) => option.uid === uid && option.input === input);

export const catalogCustomOptionsMachine = setup({
  types: {
    context: {} as CustomOptionsContext,
    events: {} as CustomOptionsEvent,
    input: {} as CustomOptionsInput,
  },
  guards: {
    isKnownChoice: ({ context, event }) => {
      if (event.type !== 'option.choose') return false;
      const option = optionOf(context, event.uid, 'choice');
      return option !== undefined && event.values.every((value) => option.values.includes(value));
    },
    isKnownText: ({ context, event }) => event.type === 'option.enter' && optionOf(context, event.uid, 'text') !== undefined,
    isFilled: ({ context }) => requiredOptionsFilled(context),
  },
  actions: {
    assignChoice: assign({
      chosen: ({ context, event }) => (event.type === 'option.choose' ? { ...context.chosen, [event.uid]: [...new Set(event.values)] } : context.chosen),
    }),
    assignText: assign({
      entered: ({ context, event }) => {
        if (event.type !== 'option.enter') return context.entered;
        const max = optionOf(context, event.uid, 'text')?.maxCharacters ?? null;
        // The server cuts at max_characters too; cutting here keeps what the shopper sees what is sent.
        return { ...context.entered, [event.uid]: max ? event.value.slice(0, max) : event.value };
      },
    }),
  },
}).createMachine({
  id: 'catalogCustomOptions',
  context: ({ input }) => ({ options: input.options, chosen: input.chosen ?? {}, entered: {} }),
  initial: 'checking',
  on: {
    'option.choose': { guard: 'isKnownChoice', target: '.checking', actions: 'assignChoice' },
    'option.enter': { guard: 'isKnownText', target: '.checking', actions: 'assignText' },
  },
  states: {
    checking: {
      always: [{ guard: 'isFilled', target: 'ready' }, { target: 'incomplete' }],
    },
    /** A required option has no value yet: add-to-cart is disabled. */
    incomplete: {},
    /** Every required option has a value: add-to-cart sends the choices. */
    ready: {},
  },
});
