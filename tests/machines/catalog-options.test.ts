import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogOptionsMachine, isCombinable, selectedVariant, type OptionsContext } from '../../src/machines/catalog-options.machine';
import { describeModel } from './support/model-test';

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
});

describe('option combinations', () => {
  it('knows which values combine with the current choice', () => {
    const context: OptionsContext = { ...input, selection: { color: 'blue' } };
    expect(isCombinable(context, 'size', 'small')).toBe(true);
    expect(isCombinable(context, 'size', 'large')).toBe(false);
  });
});
