// Sort select (from sort_fields, both directions), page size (multiples of the configured size) and the grid or
// list toggle. The two selects load React Aria's Select when first wanted (common/deferred-select.tsx).
import { useIntl } from 'react-intl';
import { DeferredSelect } from '../common/deferred-select';
import { RadioButtons } from '../common/radio-buttons';
import type { SortOption } from '../../domain/catalog-types';
import type { ListingQuery, ListingSort } from '../../domain/listing-query';
import { catalogText } from './messages';
import type { ListingActor } from './use-listing';

const DEFAULT_KEY = 'default';

function sortKey(sort: ListingSort | null): string {
  return sort ? `${sort.field}:${sort.direction}` : DEFAULT_KEY;
}

function parseSortKey(key: string | null): ListingSort | null {
  if (key === null || key === DEFAULT_KEY) return null;
  const [field, direction] = key.split(':');
  return field ? { field, direction: direction === 'DESC' ? 'DESC' : 'ASC' } : null;
}

/** The page sizes offered: the store's grid_per_page and its double and triple. */
export function pageSizeChoices(configured: number): number[] {
  return [configured, configured * 2, configured * 3];
}

interface ToolbarProps {
  actor: ListingActor;
  sortOptions: SortOption[];
  query: ListingQuery;
  pageSize: number;
  configuredPageSize: number;
  layout: 'grid' | 'list';
}

export function ListingToolbar({ actor, sortOptions, query, pageSize, configuredPageSize, layout }: ToolbarProps) {
  const intl = useIntl();
  // Relevance and position only make sense one way; name and price are offered in both directions.
  const items = [
    { id: DEFAULT_KEY, label: intl.formatMessage(catalogText.sortDefault) },
    ...sortOptions.flatMap((option) =>
      option.value === 'relevance' || option.value === 'position'
        ? [{ id: `${option.value}:${option.value === 'relevance' ? 'DESC' : 'ASC'}`, label: option.label }]
        : [
            { id: `${option.value}:ASC`, label: intl.formatMessage(catalogText.sortAscending, { label: option.label }) },
            { id: `${option.value}:DESC`, label: intl.formatMessage(catalogText.sortDescending, { label: option.label }) },
          ],
    ),
  ];
  const sizes = pageSizeChoices(configuredPageSize).map((size) => ({ id: String(size), label: String(size) }));
  return (
    <div className="listing-toolbar">
      <DeferredSelect
        className="select"
        label={intl.formatMessage(catalogText.sortBy)}
        items={items}
        selectedKey={sortKey(query.sort)}
        onSelectionChange={(key) => actor.send({ type: 'sort.change', sort: parseSortKey(key) })}
      />
      <DeferredSelect
        className="select"
        label={intl.formatMessage(catalogText.pageSize)}
        items={sizes}
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => actor.send({ type: 'pageSize.change', pageSize: Number(key) })}
      />
      <RadioButtons
        className="layout-toggle"
        label={intl.formatMessage(catalogText.layout)}
        options={[
          { key: 'grid', content: intl.formatMessage(catalogText.layoutGrid) },
          { key: 'list', content: intl.formatMessage(catalogText.layoutList) },
        ]}
        value={layout}
        onChange={(key) => actor.send({ type: key === 'list' ? 'layout.list' : 'layout.grid' })}
      />
    </div>
  );
}
