import type { Message } from '../../i18n/message';
import { english } from '../../i18n/translate';
import { QTY_NOT_AVAILABLE_MESSAGE, SOME_OUT_OF_STOCK_MESSAGE } from './qty-rules';

/**
 * Storefront spec section 8: a GraphQL error whose text is one of the stock texts is removed from the
 * answer and never shown, and the storefront recognises them by their English words. Sent as a top-level
 * error, such a text therefore stays English in every store view (a Thai one would surface as an error);
 * the same texts inside the cart (item errors, cart messages, user_errors) are translated as usual.
 */
const SPEC_STOCK_ERRORS: ReadonlySet<string> = new Set([QTY_NOT_AVAILABLE_MESSAGE.key, SOME_OUT_OF_STOCK_MESSAGE.key]);

/** What to throw for a cart problem: the English text for the spec's stock errors, else the Message. */
export function topLevelErrorText(message: Message): Message | string {
  return SPEC_STOCK_ERRORS.has(message.key) ? english(message) : message;
}
