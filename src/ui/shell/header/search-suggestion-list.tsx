// The suggestion list (products with thumbnail and price, then categories) and its live announcement of what
// was found, in the store view's language (React Aria's own count announcement is English only).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Collection, Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../../i18n/money';
import { imageUrl } from '../../../lib/image-url';
import type { CategorySuggestion, ProductSuggestion, Suggestion, SuggestionResults } from '../../../domain/search-suggestion-types';
import type { searchSuggestionsMachine } from '../../../machines/search-suggestions.machine';
import { suggestionText, suggestionValueText } from './search-suggestions-messages';

export const SUGGESTION_IMAGE_SIZE = 40;

export function suggestionKey(suggestion: Suggestion): string {
  return `${suggestion.kind}:${suggestion.id}`;
}

function ProductOption({ product }: { product: ProductSuggestion }) {
  const intl = useIntl();
  const price = formatMoney(product.price.value, product.price.currency, intl.locale);
  return (
    <ListBoxItem
      id={suggestionKey(product)}
      textValue={intl.formatMessage(suggestionValueText.productOption, { name: product.name, price })}
      className="search-suggestion"
    >
      {product.imageUrl ? (
        <img
          className="search-suggestion__image"
          // Twice the shown size for sharp thumbnails on dense screens.
          src={imageUrl(product.imageUrl, { type: 'product', width: SUGGESTION_IMAGE_SIZE * 2, height: SUGGESTION_IMAGE_SIZE * 2, fit: 'inside' })}
          width={SUGGESTION_IMAGE_SIZE}
          height={SUGGESTION_IMAGE_SIZE}
          alt=""
          decoding="async"
        />
      ) : (
        <span className="search-suggestion__image search-suggestion__image--none" aria-hidden="true" />
      )}
      <span className="search-suggestion__name">{product.name}</span>
      <span className="search-suggestion__price">{price}</span>
    </ListBoxItem>
  );
}

function CategoryOption({ category }: { category: CategorySuggestion }) {
  const intl = useIntl();
  const label = intl.formatMessage(suggestionValueText.categoryOption, { name: category.name });
  return (
    <ListBoxItem
      id={suggestionKey(category)}
      textValue={label}
      // Read as "Category: Vegetables" rather than the name followed by its tag.
      aria-label={label}
      className="search-suggestion search-suggestion--category"
    >
      <span className="search-suggestion__name">{category.name}</span>
      <span className="search-suggestion__tag">{intl.formatMessage(suggestionText.categoryTag)}</span>
    </ListBoxItem>
  );
}

export function SuggestionList({ results }: { results: SuggestionResults | null }) {
  const intl = useIntl();
  const products = results?.products ?? [];
  const categories = results?.categories ?? [];
  return (
    <ListBox className="search-suggestions__list" aria-label={intl.formatMessage(suggestionText.listLabel)}>
      {products.length > 0 ? (
        <ListBoxSection id="products" className="search-suggestions__section">
          <Header className="search-suggestions__header">{intl.formatMessage(suggestionText.products)}</Header>
          <Collection items={products}>{(product) => <ProductOption product={product} />}</Collection>
        </ListBoxSection>
      ) : null}
      {categories.length > 0 ? (
        <ListBoxSection id="categories" className="search-suggestions__section">
          <Header className="search-suggestions__header">{intl.formatMessage(suggestionText.categories)}</Header>
          <Collection items={categories}>{(category) => <CategoryOption category={category} />}</Collection>
        </ListBoxSection>
      ) : null}
    </ListBox>
  );
}

/** A polite live region: what the latest answer holds once it arrives, nothing while typing or after a failure. */
export function SuggestionAnnouncement({ actor }: { actor: ActorRefFrom<typeof searchSuggestionsMachine> }) {
  const intl = useIntl();
  const text = useSelector(actor, (snapshot) => {
    if (!snapshot.matches({ suggesting: 'ready' })) return '';
    const products = snapshot.context.results?.products.length ?? 0;
    const categories = snapshot.context.results?.categories.length ?? 0;
    if (products + categories === 0) return intl.formatMessage(suggestionText.none);
    return intl.formatMessage(suggestionValueText.found, { products, categories, both: products > 0 && categories > 0 ? 'yes' : 'no' });
  });
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  );
}
