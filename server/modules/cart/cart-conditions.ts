import type { CartConditions } from '../../graphql/generated/resolvers-types';
import { msg, type MessageKey } from '../../i18n/message';
import { localize, type LocaleSource } from '../../i18n/translate';
import { formatCurrency, type ConditionResult } from '../pricing/order-conditions';
import type { CartSnapshot } from './cart-snapshot';
import { toIntlLocale } from '../../../src/lib/intl-locale';


/**
 * The minimum/maximum order amount texts in the request's store view. A text configured for the store view
 * (sales/minimum_order/description, talat/cart/maximum_order_description) is the operator's own wording
 * and is used as it is, %1 replaced by the amount; otherwise the catalogue's text. The amount is formatted
 * as the store formats money (฿100.00).
 */
function conditionText(ctx: LocaleSource, snapshot: CartSnapshot, limit: number | null, configured: string | null, key: MessageKey): string | null {
  if (limit === null) return null;
  const amount = formatCurrency(limit, snapshot.cart.currency, toIntlLocale(ctx.store.locale));
  return configured !== null ? configured.replace('%1', amount) : localize(ctx, msg(key, { amount }));
}

function localized(result: ConditionResult, text: string | null): ConditionResult {
  return result.has_error ? { has_error: true, message: text } : result;
}

export function cartConditions(ctx: LocaleSource, snapshot: CartSnapshot): CartConditions {
  const { conditions, limits } = snapshot;
  return {
    min_amount: localized(conditions.min_amount, conditionText(ctx, snapshot, limits.minAmount, limits.minMessage, 'Minimum order amount is {amount}')),
    max_amount: localized(conditions.max_amount, conditionText(ctx, snapshot, limits.maxAmount, limits.maxMessage, 'Maximum order amount is {amount}')),
  };
}
