import { encodeUid } from '../../graphql/uid';

/**
 * Magento's option uids: base64 of a typed path. The cart reads what the product page sends in
 * selected_options / entered_options and writes the same paths back in the cart's option fields.
 */
export type DecodedOption =
  | { kind: 'configurable'; optionId: number }
  | { kind: 'bundle'; optionId: number; selectionId: number; qty: number }
  | { kind: 'custom-option'; optionId: number; valueId: number | null }
  | { kind: 'downloadable'; linkId: number }
  | { kind: 'grouped'; productId: number; qty: number };

export function decodeOptionUid(uid: string): DecodedOption | null {
  const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
  const numbers = parts.slice(1).map(Number);
  const ok = (count: number): boolean => numbers.length >= count && numbers.slice(0, count).every((n) => Number.isFinite(n) && n > 0);
  switch (parts[0]) {
    // configurable/<attribute>/<option value>: attribute_option ids are unique across attributes here,
    // so the value alone says which attribute it belongs to.
    case 'configurable':
      return numbers.length === 2 && Number.isInteger(numbers[1]) && (numbers[1] ?? 0) > 0
        ? { kind: 'configurable', optionId: numbers[1] ?? 0 }
        : null;
    case 'bundle':
      return ok(3) ? { kind: 'bundle', optionId: numbers[0] ?? 0, selectionId: numbers[1] ?? 0, qty: numbers[2] ?? 1 } : null;
    case 'custom-option':
      if (ok(2)) return { kind: 'custom-option', optionId: numbers[0] ?? 0, valueId: numbers[1] ?? null };
      return ok(1) ? { kind: 'custom-option', optionId: numbers[0] ?? 0, valueId: null } : null;
    case 'downloadable':
      return ok(1) ? { kind: 'downloadable', linkId: numbers[0] ?? 0 } : null;
    case 'grouped':
      return ok(2) ? { kind: 'grouped', productId: numbers[0] ?? 0, qty: numbers[1] ?? 1 } : null;
    default:
      return null;
  }
}

export const customOptionUid = (optionId: number): string => encodeUid(`custom-option/${optionId}`);
export const customOptionValueUid = (optionId: number, valueId: number): string => encodeUid(`custom-option/${optionId}/${valueId}`);
export const bundleOptionUid = (optionId: number): string => encodeUid(`bundle/${optionId}`);
export const bundleSelectionUid = (optionId: number, selectionId: number, qty: number): string =>
  encodeUid(`bundle/${optionId}/${selectionId}/${qty}`);
export const configurableAttributeUid = (attributeCode: string): string => encodeUid(`configurable/${attributeCode}`);
export const configurableValueUid = (attributeCode: string, optionId: number): string =>
  encodeUid(`configurable/${attributeCode}/${optionId}`);
