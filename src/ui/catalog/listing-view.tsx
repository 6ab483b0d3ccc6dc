// A product listing rendered from the listing machine: shimmer while loading, products with filters, sort,
// page size, layout and pagination when loaded, the "no results" text when empty, an error with retry.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../common/native-button';
import { catalogText } from './messages';
import { FilterPanel } from './filter-panel';
import { ListingShimmer } from './listing-shimmer';
import { ListingToolbar } from './listing-toolbar';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { useCatalogSettings } from './use-catalog-client';
import type { ListingActor } from './use-listing';

export interface ListingViewProps {
  actor: ListingActor;
  /** Shown instead of the generic text when nothing matches (search: "Your search returned no results."). */
  emptyText?: string;
  /** Shown when the listing's subject does not exist (category uid unknown). */
  missing?: ReactNode;
  showFilters?: boolean;
}

/** The first row or two of cards is on screen at once on a phone: their images load at once, not lazily. */
const EAGER_CARDS = 4;

export function ListingView({ actor, emptyText, missing = null, showFilters = true }: ListingViewProps) {
  const intl = useIntl();
  const settings = useCatalogSettings();
  const status = useSelector(actor, (s) =>
    s.matches({ data: 'loading' }) ? 'loading' : s.matches({ data: 'loaded' }) ? 'loaded' : s.matches({ data: 'empty' }) ? 'empty' : s.matches({ data: 'missing' }) ? 'missing' : 'failed',
  );
  const layout = useSelector(actor, (s) => (s.matches({ layout: 'list' }) ? 'list' : 'grid'));
  const page = useSelector(actor, (s) => s.context.page);
  const query = useSelector(actor, (s) => s.context.query);

  if (status === 'missing') return <>{missing}</>;
  if (status === 'failed') {
    return (
      <div className="listing-error" role="alert">
        <p>{intl.formatMessage(catalogText.failed)}</p>
        <NativeButton onPress={() => actor.send({ type: 'retry' })}>{intl.formatMessage(catalogText.retry)}</NativeButton>
      </div>
    );
  }
  const pageSize = query.pageSize ?? settings.pageSize;
  // First load: only the shimmer, replaced by the toolbar, filters and cards when they arrive rather than pushed
  // down by them (a layout shift on every first visit).
  if (status === 'loading' && !page) return <ListingShimmer layout={layout} />;
  return (
    <div className={showFilters && page?.filters.length ? 'listing listing--with-filters' : 'listing'}>
      {showFilters && page?.filters.length ? (
        <FilterPanel
          actor={actor}
          groups={page.filters}
          query={query}
          unfoldedOptions={settings.unfoldedOptions}
          keepSingleChoice={settings.keepSingleChoice}
        />
      ) : null}
      <div className="listing__main">
        <div className="listing__summary">
          {page ? <p className="listing__count">{intl.formatMessage(catalogText.itemCount, { count: page.totalCount })}</p> : null}
          <ListingToolbar
            actor={actor}
            sortOptions={page?.sortOptions ?? []}
            query={query}
            pageSize={pageSize}
            configuredPageSize={settings.pageSize}
            layout={layout}
          />
        </div>
        {status === 'loading' ? <ListingShimmer layout={layout} /> : null}
        {status === 'empty' ? <p className="listing__empty">{emptyText ?? intl.formatMessage(catalogText.noProducts)}</p> : null}
        {status === 'loaded' && page ? (
          <>
            <ul className={`product-list product-list--${layout}`}>
              {page.items.map((product, index) => (
                <li key={product.uid}>
                  <ProductCard product={product} rule={page.rules[product.sku]} brandLabel={product.brandCode ? page.brandNames[product.brandCode] : null} priority={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
            <Pagination actor={actor} current={query.page} total={page.totalPages} />
          </>
        ) : null}
      </div>
    </div>
  );
}
