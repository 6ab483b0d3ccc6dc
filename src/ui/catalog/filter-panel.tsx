// Layered navigation from the listing's aggregations: checkboxes per option (single choice for range filters
// such as price buckets), a price range form, the active choices with remove buttons, and "show more" after the
// store's unfolded-options count. Filters with one option are hidden unless the store keeps single choices.
// On phones the panel folds behind a "Filters" button so the products are not pushed below the screen.
// The options are the platform's checkboxes under their labels and the price range a plain form: React Aria's
// Checkbox, TextField and Form brought their toggle and form-validation code (~8 KB gzip) into every first visit
// of a category page, for what the browser does itself (docs/decisions/bundle-budget.md).
import { memo, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../common/native-button';
import type { FilterGroup } from '../../domain/catalog-types';
import type { ListingQuery } from '../../domain/listing-query';
import { ChoiceInput } from '../common/choice-input';
import { useHydrating } from '../common/use-hydrating';
import { MOBILE_LAYOUT_QUERY, useMediaQuery } from '../common/use-media-query';
import { catalogText } from './messages';
import type { ListingActor } from './use-listing';
import { formText } from '../../lib/form-text';

export interface FilterPanelProps {
  actor: ListingActor;
  groups: FilterGroup[];
  query: ListingQuery;
  unfoldedOptions: number;
  keepSingleChoice: boolean;
}

const NOTHING_CHOSEN: string[] = [];

// Memoised: the panel renders again once hydration ends (the screen becomes known), and a group's dozens of
// checkboxes need not render with it when nothing of theirs changed.
const FilterOptions = memo(function FilterOptions({ group, actor, chosen, unfolded }: { group: FilterGroup; actor: ListingActor; chosen: string[]; unfolded: number }) {
  const intl = useIntl();
  // Disclosure of a long option list is presentation only, not part of the listing flow.
  const [expanded, setExpanded] = useState(false);
  const foldable = unfolded > 0 && group.options.length > unfolded;
  const options = foldable && !expanded ? group.options.slice(0, unfolded) : group.options;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{group.label}</legend>
      <ul className="filter-group__options">
        {options.map((option) => (
          <li key={option.value}>
            <ChoiceInput
              type="checkbox"
              className="filter-option"
              checked={chosen.includes(option.value)}
              onChange={() => actor.send({ type: 'filter.toggle', code: group.code, value: option.value, single: group.kind === 'range' })}
            >
              {intl.formatMessage(catalogText.optionCount, { label: option.label, count: option.count })}
            </ChoiceInput>
          </li>
        ))}
      </ul>
      {foldable ? (
        <NativeButton className="link-button" onPress={() => setExpanded(!expanded)}>
          {intl.formatMessage(expanded ? catalogText.showLess : catalogText.showMore)}
        </NativeButton>
      ) : null}
    </fieldset>
  );
});

function PriceRangeForm({ actor }: { actor: ListingActor }) {
  const intl = useIntl();
  return (
    <form
      className="price-range"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const from = formText(data, 'from').replace(/[^\d.]/g, '');
        const to = formText(data, 'to').replace(/[^\d.]/g, '');
        if (from || to) actor.send({ type: 'price.set', from, to });
      }}
    >
      <label>
        {intl.formatMessage(catalogText.priceFrom)}
        <input name="from" inputMode="decimal" />
      </label>
      <label>
        {intl.formatMessage(catalogText.priceTo)}
        <input name="to" inputMode="decimal" />
      </label>
      <NativeButton type="submit">{intl.formatMessage(catalogText.priceApply)}</NativeButton>
    </form>
  );
}

function labelOf(groups: FilterGroup[], code: string, value: string): { group: string; option: string } {
  const group = groups.find((g) => g.code === code);
  return { group: group?.label ?? code, option: group?.options.find((o) => o.value === value)?.label ?? value.replace('_', ' – ') };
}

export function FilterPanel({ actor, groups, query, unfoldedOptions, keepSingleChoice }: FilterPanelProps) {
  const intl = useIntl();
  const active = Object.entries(query.filters).flatMap(([code, values]) => values.map((value) => ({ code, value })));
  const visible = groups.filter((group) => keepSingleChoice || group.options.length > 1 || (query.filters[group.code]?.length ?? 0) > 0);
  const hasPrice = groups.some((group) => group.code === 'price');
  const compact = useMediaQuery(MOBILE_LAYOUT_QUERY);
  // The server (and hydration) cannot know the screen: CSS folds the panel on phones until the browser knows,
  // so a phone never sees the filters open and then jump shut (a layout shift of most of the screen).
  const screenUnknown = useHydrating();
  // Folding the panel on phones is presentation only, not part of the listing flow.
  const [unfolded, setUnfolded] = useState(false);
  const bodyId = useId();
  const heading = intl.formatMessage(catalogText.filtersHeading);
  return (
    <aside className="filter-panel" aria-label={intl.formatMessage(catalogText.filtersLabel)}>
      <h2 className="filter-panel__heading">
        {screenUnknown ? (
          <>
            <span className="filter-panel__heading-text">{heading}</span>
            <NativeButton className="filter-panel__toggle filter-panel__toggle--phone-only" aria-expanded={false} aria-controls={bodyId}>
              {active.length ? intl.formatMessage(catalogText.filtersToggleActive, { heading, count: active.length }) : heading}
              <span aria-hidden="true" className="filter-panel__chevron">▾</span>
            </NativeButton>
          </>
        ) : compact ? (
          <NativeButton className="filter-panel__toggle" aria-expanded={unfolded} aria-controls={bodyId} onPress={() => setUnfolded(!unfolded)}>
            {active.length ? intl.formatMessage(catalogText.filtersToggleActive, { heading, count: active.length }) : heading}
            <span aria-hidden="true" className="filter-panel__chevron">{unfolded ? '▴' : '▾'}</span>
          </NativeButton>
        ) : (
          heading
        )}
      </h2>
      <div id={bodyId} className={screenUnknown ? 'filter-panel__body filter-panel__body--phone-folded' : 'filter-panel__body'} hidden={compact && !unfolded}>
        {active.length ? (
          <div className="filter-panel__active">
            <ul>
              {active.map(({ code, value }) => {
                const label = labelOf(groups, code, value);
                return (
                  <li key={`${code}=${value}`}>
                    <NativeButton
                      className="chip"
                      aria-label={intl.formatMessage(catalogText.clearFilter, { label: label.group, value: label.option })}
                      onPress={() => actor.send({ type: 'filter.toggle', code, value })}
                    >
                      {label.option} ×
                    </NativeButton>
                  </li>
                );
              })}
            </ul>
            <NativeButton className="link-button" onPress={() => actor.send({ type: 'filter.clear' })}>
              {intl.formatMessage(catalogText.clearAll)}
            </NativeButton>
          </div>
        ) : null}
        {visible.map((group) => (
          <FilterOptions key={group.code} group={group} actor={actor} chosen={query.filters[group.code] ?? NOTHING_CHOSEN} unfolded={unfoldedOptions} />
        ))}
        {hasPrice ? <PriceRangeForm actor={actor} /> : null}
      </div>
    </aside>
  );
}
