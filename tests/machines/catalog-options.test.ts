import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogOptionsMachine, isCombinable, selectedVariant, type OptionsContext } from '../../src/machines/catalog-options.machine';
import { describeModel, expectation } from './support/model-test';

// The rule of the chart's description (spec section 3 names only "configurable options and variants"): a value
// that exists together with the other choices is added to them; one that does not keeps only itself; a value no
// variant has is refused; the choice is complete when both options have a value. The variants are the fixture's.
const existing = [
  { color: 'red', size: 'small' },
  { color: 'red', size: 'large' },
  { color: 'blue', size: 'small' },
];
type Choice = Partial<Record<'color' | 'size', string>>;

// Two options; "large" exists only in red, so choosing large after blue keeps large alone.
const variants = [
  { uid: 'v-red-small', choice: { color: 'red', size: 'small' } },
  { uid: 'v-red-large', choice: { color: 'red', size: 'large' } },
  { uid: 'v-blue-small', choice: { color: 'blue', size: 'small' } },
];
const input = { codes: ['color', 'size'], variants };
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as OptionsContext;
const select = (code: string, value: string) => ({ type: 'option.select', code, value });

describeModel('configurable options machine', {
  machine: catalogOptionsMachine,
  inputs: [input],
  events: () => [
    select('color', 'red'),
    select('color', 'blue'),
    select('size', 'small'),
    select('size', 'large'),
    select('size', 'giant'),
    { type: 'options.reset' },
  ],
  key: (snapshot) => ctx(snapshot).selection,
  states: {
    checking: () => {
      throw new Error('checking is transient and never observed');
    },
    choosing: (snapshot) => {
      expect(selectedVariant(ctx(snapshot))).toBeNull();
      expect(snapshot.can(select('size', 'giant'))).toBe(false);
    },
    complete: (snapshot) => {
      const variant = selectedVariant(ctx(snapshot));
      expect(variant?.choice).toEqual(ctx(snapshot).selection);
    },
  },
  expected: expectation<Choice>({
    initial: () => ({}),
    next: (choice, event) => {
      if (event.type === 'options.reset') return {};
      if (event.type !== 'option.select') throw new Error(`no expectation for ${event.type}`);
      const { code, value } = event as unknown as { code: 'color' | 'size'; value: string };
      if (!existing.some((variant) => variant[code] === value)) return choice;
      const together: Choice = { ...choice, [code]: value };
      const exists = existing.some((variant) => variant.color === (together.color ?? variant.color) && variant.size === (together.size ?? variant.size));
      return exists ? together : { [code]: value };
    },
    check: (snapshot, choice) => {
      expect(ctx(snapshot).selection).toEqual(choice);
      expect(snapshot.value).toBe(choice.color && choice.size ? 'complete' : 'choosing');
    },
  }),
});

describe('option combinations', () => {
  it('knows which values combine with the current choice', () => {
    const context: OptionsContext = { ...input, selection: { color: 'blue' } };
    expect(isCombinable(context, 'size', 'small')).toBe(true);
    expect(isCombinable(context, 'size', 'large')).toBe(false);
  });
});
