import { GraphQlInputException } from './errors';

/**
 * Magento's `uid` (Magento\Framework\GraphQl\Query\Uid): base64 of the numeric id (categories, products,
 * media) or of a typed path such as "bundle/<option>/<selection>/<qty>" (cart item options). Clients treat
 * them as opaque strings. The one uid helper of the server: modules import it from here.
 */
export function encodeUid(value: number | string): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

/** The id inside a `uid`; a value that is not one is the caller's error, with Magento's message. */
export function decodeUid(uid: string): number {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  const id = Number(decoded);
  if (!/^\d+$/.test(decoded) || !Number.isSafeInteger(id) || encodeUid(id) !== uid) {
    throw new GraphQlInputException(`Value of uid "${uid}" is incorrect.`);
  }
  return id;
}

/**
 * The numeric id inside a uid, or null when the uid is not base64 of a positive 32-bit integer: for filters
 * and lookups where an unknown uid simply matches nothing instead of failing the request.
 */
export function decodeNumericUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  if (!/^[1-9][0-9]{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
