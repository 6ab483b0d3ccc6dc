// Texts of the header search's suggestion list (issue 11). React Aria's own combobox strings are English only,
// so the list, its sections and the live count are named here in both languages.
import { defineMessages } from 'react-intl';

export const suggestionText = defineMessages({
  listLabel: { id: 'shell.search.suggestions.label', defaultMessage: 'Search suggestions' },
  products: { id: 'shell.search.suggestions.products', defaultMessage: 'Products' },
  categories: { id: 'shell.search.suggestions.categories', defaultMessage: 'Categories' },
  categoryTag: { id: 'shell.search.suggestions.categoryTag', defaultMessage: 'Category' },
  none: {
    id: 'shell.search.suggestions.none',
    defaultMessage: 'No suggestions. Press Enter to search all products.',
  },
});

type Values = {
  categoryOption: { name: string };
  productOption: { name: string; price: string };
  found: { products: number; categories: number; both: 'yes' | 'no' };
};

export const suggestionValueText = defineMessages<Values>({
  categoryOption: { id: 'shell.search.suggestions.categoryOption', defaultMessage: 'Category: {name}' },
  productOption: { id: 'shell.search.suggestions.productOption', defaultMessage: '{name}, {price}' },
  found: {
    id: 'shell.search.suggestions.found',
    defaultMessage:
      '{products, plural, =0 {} one {# product} other {# products}}{both, select, yes { and } other {}}{categories, plural, =0 {} one {# category} other {# categories}} suggested. Use the up and down arrow keys to choose, Enter to open.',
  },
});
