// The shop operator's popup fields (server/operator/popup-routes.ts), checked before anything is written: each
// problem names its field, so a bad request loses nothing and says what to fix.

/** Page types (Magento layout handles) the storefront asks popups for (the page table's popup types, src/pages/page-table.ts). */
export const POPUP_PAGE_TYPES = [
  'default',
  'cms_index_index',
  'cms_page_view',
  'catalog_category_view',
  'catalog_product_view',
  'catalogsearch_result_index',
  'checkout_cart_index',
  'checkout_index_index',
] as const;

/** A year: longer than any campaign; the cookie would outlive the popup it hides. */
export const MAX_COOKIE_SECONDS = 31_536_000;
export const POPUP_LIMITS = { title: 255, popup_title: 255, popup_content: 20_000, block_id: 255, unique_id: 64 } as const;

export interface PopupValues {
  title: string;
  store_ids: number[];
  sort_order: number;
  layout_handle: string;
  unique_id: string;
  cookie_expires: number;
  popup_title: string | null;
  popup_effect: string | null;
  view_session: string | null;
  popup_width: string | null;
  is_active: boolean;
  popup_content: string | null;
  block_id: string | null;
}

export class PopupInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;

function text(body: Body, field: keyof typeof POPUP_LIMITS, required: boolean): string | null {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw new PopupInputError(field, `"${field}" is required.`);
    return null;
  }
  if (typeof value !== 'string') throw new PopupInputError(field, `"${field}" must be text.`);
  if (value.length > POPUP_LIMITS[field]) throw new PopupInputError(field, `"${field}" is longer than ${POPUP_LIMITS[field]} characters.`);
  return value.trim();
}

function integer(body: Body, field: string, min: number, max: number): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new PopupInputError(field, `"${field}" must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function choice(body: Body, field: string, allowed: readonly string[]): string {
  const value = body[field];
  if (typeof value !== 'string' || !allowed.includes(value)) throw new PopupInputError(field, `"${field}" must be one of: ${allowed.join(', ')}.`);
  return value;
}

function optionalChoice(body: Body, field: string, allowed: readonly string[]): string | null {
  return body[field] === undefined || body[field] === null ? null : choice(body, field, allowed);
}

/**
 * A complete popup from a create request, or the fields of an update merged over the stored popup (`base`).
 * storeIds: the shop's store view ids (0 means every store view, as in Magento's widget instances).
 */
export function readPopup(raw: unknown, storeIds: readonly number[], base?: PopupValues): PopupValues {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new PopupInputError('body', 'Send the popup as a JSON object.');
  const known = new Set(['title', 'store_ids', 'sort_order', 'layout_handle', 'unique_id', 'cookie_expires', 'popup_title', 'popup_effect', 'view_session', 'popup_width', 'is_active', 'popup_content', 'block_id']);
  const unknown = Object.keys(raw).find((key) => !known.has(key));
  if (unknown) throw new PopupInputError(unknown, `"${unknown}" is not a popup field.`);
  const body = { ...base, ...(raw as Body) } as Body;
  const stores = body.store_ids;
  if (!Array.isArray(stores) || stores.length === 0 || !stores.every((id) => typeof id === 'number' && (id === 0 || storeIds.includes(id)))) {
    throw new PopupInputError('store_ids', `"store_ids" must list store view ids (${[0, ...storeIds].join(', ')}; 0 = every store view).`);
  }
  const uniqueId = text(body, 'unique_id', true)!;
  if (!/^[A-Za-z0-9_-]+$/.test(uniqueId)) throw new PopupInputError('unique_id', '"unique_id" may hold only letters, digits, "-" and "_" (it names the mb-popup-{unique_id} cookie).');
  const width = body.popup_width;
  if (width !== undefined && width !== null && (typeof width !== 'string' || !/^\d{2,4}(px|%|rem|em)$/.test(width))) {
    throw new PopupInputError('popup_width', '"popup_width" must be a CSS width such as 480px or 90%.');
  }
  if (body.is_active !== undefined && typeof body.is_active !== 'boolean') throw new PopupInputError('is_active', '"is_active" must be true or false.');
  const values: PopupValues = {
    title: text(body, 'title', true)!,
    store_ids: [...new Set(stores as number[])],
    sort_order: body.sort_order === undefined ? 0 : integer(body, 'sort_order', -1000, 1000),
    layout_handle: choice(body, 'layout_handle', POPUP_PAGE_TYPES),
    unique_id: uniqueId,
    cookie_expires: integer(body, 'cookie_expires', 0, MAX_COOKIE_SECONDS),
    popup_title: text(body, 'popup_title', false),
    popup_effect: optionalChoice(body, 'popup_effect', ['fade', 'slide', 'none']),
    view_session: optionalChoice(body, 'view_session', ['0', '1']),
    popup_width: typeof width === 'string' ? width : null,
    // Checked above: absent (active) or a boolean.
    is_active: body.is_active !== false,
    popup_content: text(body, 'popup_content', false),
    block_id: text(body, 'block_id', false),
  };
  if (!values.popup_content && !values.block_id && !values.popup_title) {
    throw new PopupInputError('popup_content', 'A popup needs something to show: "popup_content", "block_id" or "popup_title".');
  }
  return values;
}
