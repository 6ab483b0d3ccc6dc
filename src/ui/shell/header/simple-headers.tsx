// The two reduced headers: the customer header (login, forgot password, registration, create password) with
// only the logo and a way back home, and the simplified checkout/payment header with the logo alone, so the
// shopper is not pulled away from paying.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { shellText } from '../messages';
import { Logo } from './logo';
import './header.css';

export function CustomerHeader() {
  const intl = useIntl();
  return (
    <header className="header header--simple">
      <div className="header__bar header__bar--main">
        <Logo />
        <Link className="header-link" to="/">
          ← {intl.formatMessage(shellText.backToHomepage)}
        </Link>
      </div>
    </header>
  );
}

export function SimplifiedHeader() {
  return (
    <header className="header header--simple">
      <div className="header__bar header__bar--main">
        <Logo />
      </div>
    </header>
  );
}
