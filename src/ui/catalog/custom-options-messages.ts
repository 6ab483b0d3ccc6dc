// Texts of customizable options. Their own module: product cards use "Choose options" too, and importing it from
// the options form would pull that form (selects, radios, checkboxes) into every page that shows a card.
import { defineMessages } from 'react-intl';

const plainText = defineMessages({
  chooseOptions: { id: 'catalog.customOptions.chooseOptions', defaultMessage: 'Choose options' },
  optional: { id: 'catalog.customOptions.optional', defaultMessage: 'Optional' },
});

type Values = { chooseOptionsFor: { name: string }; maxCharacters: { count: number }; choose: { label: string } };

const valueText = defineMessages<Values>({
  chooseOptionsFor: { id: 'catalog.customOptions.chooseOptionsFor', defaultMessage: 'Choose options: {name}' },
  maxCharacters: { id: 'catalog.customOptions.maxCharacters', defaultMessage: 'Maximum {count} characters' },
  choose: { id: 'catalog.customOptions.choose', defaultMessage: 'Choose {label}' },
});

export const customOptionsText = { ...plainText, ...valueText };
