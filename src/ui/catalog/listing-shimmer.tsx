// Category page shimmer (storefront spec section 2): 12 placeholder items, four per row or one per row.
import { useIntl } from 'react-intl';
import { SHIMMER_ITEMS } from '../../machines/catalog-listing.machine';
import { catalogText } from './messages';

export function ListingShimmer({ layout }: { layout: 'grid' | 'list' }) {
  const intl = useIntl();
  return (
    <div className={`product-list product-list--${layout} listing-shimmer`} role="status" aria-busy="true" aria-label={intl.formatMessage(catalogText.loadingProducts)}>
      {Array.from({ length: SHIMMER_ITEMS }, (_, index) => (
        <div key={index} className="listing-shimmer__item" data-testid="shimmer-item">
          <span className="listing-shimmer__image" />
          <span className="listing-shimmer__line" />
          <span className="listing-shimmer__line listing-shimmer__line--short" />
        </div>
      ))}
    </div>
  );
}
