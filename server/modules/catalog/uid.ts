/**
 * Magento's uids: base64 of the numeric id (categories, products, media) or of a typed path such as
 * "bundle/<option>/<selection>/<qty>" (cart item options). Clients treat them as opaque strings.
 */
export function encodeUid(value: number | string): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

/** The numeric id inside a uid, or null when the uid is not base64 of a positive integer. */
export function decodeNumericUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  if (!/^[1-9][0-9]{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
