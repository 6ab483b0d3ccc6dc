// What the product page needs of its customizable options without their widgets (product-custom-options.tsx,
// loaded only for a product that has options: its React Aria Select, RadioGroup and CheckboxGroup stay out of
// other product pages' first visit): the machine's specs, which options are shown, and one choice's state.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CustomOption } from '../../domain/catalog-types';
import type { catalogCustomOptionsMachine, CustomOptionsSpec } from '../../machines/catalog-custom-options.machine';

export type CustomOptionsActor = ActorRefFrom<typeof catalogCustomOptionsMachine>;

export const CHOICE_TYPES: ReadonlyArray<CustomOption['type']> = ['drop_down', 'radio', 'checkbox', 'multiple'];
export const TEXT_TYPES: ReadonlyArray<CustomOption['type']> = ['field', 'area', 'date'];

/** The machine's view of the product's options (file options are left out: nothing here can send them). */
export function customOptionSpecs(options: CustomOption[]): CustomOptionsSpec[] {
  return options
    .filter((option) => CHOICE_TYPES.includes(option.type) || TEXT_TYPES.includes(option.type) || option.required)
    .map((option) => ({
      uid: option.uid,
      required: option.required,
      input: CHOICE_TYPES.includes(option.type) ? 'choice' : 'text',
      values: CHOICE_TYPES.includes(option.type) ? option.values.map((value) => value.uid) : [],
      maxCharacters: option.maxCharacters,
    }));
}

/** Options the page shows a field for (file options are not offered). */
export function shownCustomOptions(options: CustomOption[]): CustomOption[] {
  return options.filter((option) => CHOICE_TYPES.includes(option.type) || TEXT_TYPES.includes(option.type));
}

/** The value uids chosen for one choice, and how to replace them (option.choose). */
export function useChoice(actor: CustomOptionsActor, uid: string) {
  const chosen = useSelector(actor, (s) => s.context.chosen[uid]);
  const send = (values: string[]) => actor.send({ type: 'option.choose', uid, values });
  return [chosen ?? [], send] as const;
}
