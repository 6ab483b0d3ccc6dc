import { encodeUid } from '../../../graphql/uid';

/**
 * The option uids Magento 2.4.7 builds for product pages, which addProductsToCart reads back in
 * selected_options / entered_options (server/modules/cart/option-uids.ts decodes them):
 * - configurable option:        configurable/<attribute>            (Options\Collection)
 * - configurable value:         configurable/<attribute>/<value_index> (ConfigurableAttributeUid)
 * - bundle item:                bundle/<option_id>                  (BundleGraphQl Options\Collection)
 * - bundle selection:           bundle/<option_id>/<selection_id>/<(int) qty> (BundleItemOptionUid)
 * - custom option / entered:    custom-option/<option_id>           (Product\Options, CustomizableEnteredOptionValueUid)
 * - custom option value:        custom-option/<option_id>/<option_type_id> (CustomizableSelectedOptionValueUid)
 * - downloadable link:          downloadable/<link_id>
 * Our attributes are keyed by their code (no numeric attribute_id exists here), so the code stands where
 * Magento puts the attribute id; value indexes are attribute_option ids, unique across attributes.
 */
export const configurableOptionUid = (attributeCode: string): string => encodeUid(`configurable/${attributeCode}`);
export const configurableValueUid = (attributeCode: string, valueIndex: number): string => encodeUid(`configurable/${attributeCode}/${valueIndex}`);
export const bundleItemUid = (optionId: number): string => encodeUid(`bundle/${optionId}`);
export const bundleSelectionUid = (optionId: number, selectionId: number, qty: number): string =>
  encodeUid(`bundle/${optionId}/${selectionId}/${Math.trunc(qty)}`);
export const customOptionUid = (optionId: number): string => encodeUid(`custom-option/${optionId}`);
export const customOptionValueUid = (optionId: number, valueId: number): string => encodeUid(`custom-option/${optionId}/${valueId}`);
export const downloadableLinkUid = (linkId: number): string => encodeUid(`downloadable/${linkId}`);

/** The value index inside a configurable value uid (the attribute part is not needed: value ids are unique). */
export function decodeConfigurableValueUid(uid: string): number | null {
  const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
  if (parts.length !== 3 || parts[0] !== 'configurable' || !/^[1-9][0-9]{0,9}$/.test(parts[2] ?? '')) return null;
  return Number(parts[2]);
}
