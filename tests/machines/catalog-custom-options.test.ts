import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  catalogCustomOptionsMachine,
  customOptionsPayload,
  requiredOptionsFilled,
  type CustomOptionsContext,
} from '../../src/machines/catalog-custom-options.machine';
import { describeModel, expectation } from './support/model-test';

// What the fixture's options allow, written out (spec section 3 names customizable options; the chart's rule):
// a choice option takes only its own values, a text option only text (cut at its maximum, 5 for the note);
// add to cart is possible (ready) once the cut is chosen and the note is not blank.
interface ExpectedOptions {
  chosen: Record<string, string[]>;
  entered: Record<string, string>;
}
const choiceValues: Record<string, string[]> = { cut: ['cut-whole', 'cut-fillet'], extra: ['extra-ice', 'extra-bag'] };

// A required cutting choice, an optional checkbox and a required note of at most 5 characters.
const input = {
  options: [
    { uid: 'cut', required: true, input: 'choice' as const, values: ['cut-whole', 'cut-fillet'], maxCharacters: null },
    { uid: 'extra', required: false, input: 'choice' as const, values: ['extra-ice', 'extra-bag'], maxCharacters: null },
    { uid: 'note', required: true, input: 'text' as const, values: [], maxCharacters: 5 },
  ],
};
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CustomOptionsContext;
const choose = (uid: string, values: string[]) => ({ type: 'option.choose', uid, values });
const enter = (uid: string, value: string) => ({ type: 'option.enter', uid, value });

describeModel('customizable options machine', {
  machine: catalogCustomOptionsMachine,
  inputs: [input],
  events: () => [
    choose('cut', ['cut-fillet']),
    choose('cut', []),
    choose('cut', ['cut-giant']),
    choose('extra', ['extra-ice', 'extra-bag']),
    choose('note', ['cut-whole']),
    enter('note', 'no head please'),
    enter('note', '  '),
    enter('cut', 'text'),
  ],
  key: (snapshot) => ({ chosen: ctx(snapshot).chosen, entered: ctx(snapshot).entered }),
  states: {
    checking: () => {
      throw new Error('checking is transient and never observed');
    },
    incomplete: (snapshot) => {
      expect(requiredOptionsFilled(ctx(snapshot))).toBe(false);
      expect(snapshot.can(choose('cut', ['cut-giant']))).toBe(false);
      expect(snapshot.can(enter('cut', 'text'))).toBe(false);
    },
    ready: (snapshot) => {
      const payload = customOptionsPayload(ctx(snapshot));
      expect(payload.selectedOptions).toContain('cut-fillet');
      expect(payload.enteredOptions).toEqual([{ uid: 'note', value: 'no he' }]);
    },
  },
  expected: expectation<ExpectedOptions>({
    initial: () => ({ chosen: {}, entered: {} }),
    next: (model, event) => {
      if (event.type === 'option.choose') {
        const { uid, values } = event as unknown as { uid: string; values: string[] };
        const known = choiceValues[uid];
        return known && values.every((v) => known.includes(v)) ? { ...model, chosen: { ...model.chosen, [uid]: values } } : model;
      }
      if (event.type === 'option.enter') {
        const { uid, value } = event as unknown as { uid: string; value: string };
        return uid === 'note' ? { ...model, entered: { ...model.entered, note: value.slice(0, 5) } } : model;
      }
      throw new Error(`no expectation for ${event.type}`);
    },
    check: (snapshot, model) => {
      expect({ chosen: ctx(snapshot).chosen, entered: ctx(snapshot).entered }).toEqual(model);
      const ready = (model.chosen.cut?.length ?? 0) > 0 && (model.entered.note ?? '').trim() !== '';
      expect(snapshot.value).toBe(ready ? 'ready' : 'incomplete');
    },
  }),
});

describe('customizable options payload', () => {
  it('sends chosen uids in option order and leaves blank texts out', () => {
    const context: CustomOptionsContext = { ...input, chosen: { extra: ['extra-bag'], cut: ['cut-whole'] }, entered: { note: ' ' } };
    expect(customOptionsPayload(context)).toEqual({ selectedOptions: ['cut-whole', 'extra-bag'], enteredOptions: [] });
    expect(requiredOptionsFilled(context)).toBe(false);
  });
});
