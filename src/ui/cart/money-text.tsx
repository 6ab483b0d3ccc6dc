// Formats a server amount (the client never computes money: DESIGN principle 5).
import { useIntl } from 'react-intl';
import type { Money } from '../../domain/cart-types';
import { formatMoney } from '../../i18n/money';

export function MoneyText({ money }: { money: Money }) {
  const intl = useIntl();
  return <>{formatMoney(money.value, money.currency, intl.locale)}</>;
}
