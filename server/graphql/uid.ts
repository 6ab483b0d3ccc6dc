import { GraphQlInputException } from './errors';

/** Magento's `uid`: base64 of the entity id (Magento\Framework\GraphQl\Query\Uid). */
export function encodeUid(id: number | string): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
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
