/**
 * How much input one argument may carry, by what the argument means (its name, wherever it sits in an
 * input object). Checked by input-guard.ts before any resolver runs, so a hostile value costs a length
 * comparison, never a word segmentation, an `ilike` over the catalogue or a message that echoes it.
 * docs/decisions/server-hostile-input.md explains the numbers.
 */
export const INPUT_LIMITS = {
  /** Magento's catalog/search/max_query_length default. */
  search: 128,
  /** RFC 5321's path length. */
  email: 254,
  /** Long enough for any pass phrase, short enough that argon2 never hashes a megabyte. */
  password: 256,
  /** Masked cart ids are 32 characters, tokens a few hundred; nothing we issue is longer. */
  identifier: 255,
  /** Filter texts (eq, in, match, from, to), codes, SKUs, url keys, names, address lines. */
  text: 255,
  /**
   * A page URL to route (`route(url:)`, `urlResolver(url:)`): Magento's request paths are up to 255
   * characters, and the storefront sends the browser's path as it is, percent-encoded: a Thai character is
   * 9 characters there (%E0%B8%82), so a 255-character Thai path is up to 2,295.
   */
  url: 255 * 9,
  /** Notes a shopper writes for one cart line or order. */
  note: 500,
  /** Free text: the contact form's comment and similar. */
  freeText: 5000,
  /** Items in any list argument (filter `in`, cart lines, uids). */
  listItems: 100,
  /**
   * Largest magnitude of a Float argument: Magento stores quantities as decimal(12,4), so 99,999,999 is
   * the most any quantity can be; above it a value only ever overflows something.
   */
  maxFloat: 99_999_999,
} as const;

const SEARCH = new Set(['search']);
const EMAIL = new Set(['email', 'emails', 'customer_email', 'login_input']);
const PASSWORD = new Set(['password', 'currentPassword', 'newPassword']);
const URL = new Set(['url']);
const NOTE = new Set(['special_request', 'customer_notes', 'purchase_order_number']);
const FREE_TEXT = new Set(['comment', 'message', 'description', 'groupData']);
const IDENTIFIER = /(^|_)(id|ids|uid|uids|token|Token|sku|skus|code|identifier|identifiers|number)$|Id$|Uids?$|^(cartId|selected_options|url_key)$/;

/** The length limit of a string argument (or input field) with this name. */
export function stringLimit(name: string): number {
  if (SEARCH.has(name)) return INPUT_LIMITS.search;
  if (EMAIL.has(name)) return INPUT_LIMITS.email;
  if (PASSWORD.has(name)) return INPUT_LIMITS.password;
  if (URL.has(name)) return INPUT_LIMITS.url;
  if (NOTE.has(name)) return INPUT_LIMITS.note;
  if (FREE_TEXT.has(name)) return INPUT_LIMITS.freeText;
  if (IDENTIFIER.test(name)) return INPUT_LIMITS.identifier;
  return INPUT_LIMITS.text;
}

/**
 * NUL and the other C0/C1 controls except tab, line feed and carriage return: nothing a person types,
 * and PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern rejects
export const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
