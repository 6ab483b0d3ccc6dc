// The footer's company-credit panel (account spec sections 2 and 4): shown only when the customer is signed in and
// credit information exists, with the available credit and a link to the credit pages.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatMoney } from '../../i18n/money';
import { useCreditInfo } from './credit-context';
import { creditText, creditValueText } from './messages';
import './credit.css';

export function CreditPanel() {
  const intl = useIntl();
  const info = useCreditInfo();
  if (!info) return null;
  return (
    <section className="credit-panel" aria-labelledby="credit-panel-title">
      <h2 id="credit-panel-title" className="credit-panel__title">
        {intl.formatMessage(creditText.panelTitle)}
      </h2>
      <p className="credit-panel__balance">
        <span>{intl.formatMessage(creditText.panelAvailable)}</span>{' '}
        <strong data-testid="credit-panel-balance">{formatMoney(info.balance, info.currency, intl.locale)}</strong>
      </p>
      <Link className="credit-panel__link" to="/customer/credit/">
        {intl.formatMessage(creditText.panelLink)}
      </Link>
    </section>
  );
}

/** The available credit next to the company-credit payment method at checkout. */
export function CreditMethodNote() {
  const intl = useIntl();
  const info = useCreditInfo();
  if (!info) return null;
  return <span className="credit-method-note">{intl.formatMessage(creditValueText.checkoutAvailable, { amount: formatMoney(info.balance, info.currency, intl.locale) })}</span>;
}
