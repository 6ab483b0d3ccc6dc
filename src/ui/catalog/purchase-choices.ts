// Bundle items and downloadable links as choices of the custom options machine: add-to-cart sends their uids as
// selected_options, exactly as Magento's addProductsToCart takes them (bundle/<option>/<selection>/<qty>,
// downloadable/<link>). Without them the server refuses the line ("Please specify product option(s).").
import type { BundleItem, DownloadableLink } from '../../domain/catalog-types';
import type { CustomOptionsSpec } from '../../machines/catalog-custom-options.machine';

/** The one choice that holds a downloadable product's chosen links (links are bought separately here). */
export const DOWNLOADABLE_LINKS_CHOICE = 'downloadable-links';

/** radio and select take one selection; checkbox and multi any number. */
export function isSingleChoice(item: BundleItem): boolean {
  return item.type === 'radio' || item.type === 'select';
}

export function bundleChoiceSpecs(items: BundleItem[]): CustomOptionsSpec[] {
  return items.map((item) => ({
    uid: item.uid,
    required: item.required,
    input: 'choice',
    values: item.choices.map((choice) => choice.uid),
    maxCharacters: null,
  }));
}

/** Magento preselects each item's default selections; one out of stock is left for the shopper to replace. */
export function bundleDefaultChoices(items: BundleItem[]): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const item of items) {
    const defaults = item.choices.filter((choice) => choice.isDefault && choice.stock !== 'OUT_OF_STOCK').map((choice) => choice.uid);
    const kept = isSingleChoice(item) ? defaults.slice(0, 1) : defaults;
    if (kept.length > 0) chosen[item.uid] = kept;
  }
  return chosen;
}

/** At least one link must be chosen, as Magento asks when links are purchased separately. */
export function downloadableLinkSpecs(links: DownloadableLink[]): CustomOptionsSpec[] {
  if (links.length === 0) return [];
  return [{ uid: DOWNLOADABLE_LINKS_CHOICE, required: true, input: 'choice', values: links.map((link) => link.uid), maxCharacters: null }];
}
