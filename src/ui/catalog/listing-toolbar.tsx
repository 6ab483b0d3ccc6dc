// Sort select (from sort_fields, both directions), page size (multiples of the configured size) and the grid or
// list toggle.
import { useIntl } from 'react-intl';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { SortOption } from '../../domain/catalog-types';
import type { ListingQuery, ListingSort } from '../../domain/listing-query';
import { catalogText } from './messages';
import type { ListingActor } from './use-listing';

const DEFAULT_KEY = 'default';

function sortKey(sort: ListingSort | null): string {
  return sort ? `${sort.field}:${sort.direction}` : DEFAULT_KEY;
}

function parseSortKey(key: Key | null): ListingSort | null {
  if (key === null || key === DEFAULT_KEY) return null;
  const [field, direction] = String(key).split(':');
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
      <Select
        className="select"
        selectedKey={sortKey(query.sort)}
        onSelectionChange={(key) => actor.send({ type: 'sort.change', sort: parseSortKey(key) })}
      >
        <Label>{intl.formatMessage(catalogText.sortBy)}</Label>
        <Button className="select__button">
          <SelectValue />
        </Button>
        <Popover className="select__popover">
          <ListBox items={items}>{(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}</ListBox>
        </Popover>
      </Select>
      <Select
        className="select"
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => key !== null && actor.send({ type: 'pageSize.change', pageSize: Number(key) })}
      >
        <Label>{intl.formatMessage(catalogText.pageSize)}</Label>
        <Button className="select__button">
          <SelectValue />
        </Button>
        <Popover className="select__popover">
          <ListBox items={sizes}>{(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}</ListBox>
        </Popover>
      </Select>
      <ToggleButtonGroup
        className="layout-toggle"
        aria-label={intl.formatMessage(catalogText.layout)}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[layout]}
        onSelectionChange={(keys) => actor.send({ type: keys.has('list') ? 'layout.list' : 'layout.grid' })}
      >
        <ToggleButton id="grid">{intl.formatMessage(catalogText.layoutGrid)}</ToggleButton>
        <ToggleButton id="list">{intl.formatMessage(catalogText.layoutList)}</ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
