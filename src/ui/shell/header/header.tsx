// The full header (storefront spec section 2, "Layout"): promo block; language, currency and delivery area;
// logo, search and the shopper's links; the category and shop-by-business menus. Parts that load their own data
// suspend on their own, so the header frame renders at once.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../../common/native-button';
import { useLocation } from 'react-router';
import { Optional } from '../../providers/error-boundary';
import { useShellActors } from '../../providers/shell-actors';
import { useShellDeps } from '../../providers/shell-deps';
import { shellText } from '../messages';
import { AccountLinks } from './account-links';
import { BusinessMenu } from './business-menu';
import { CartTrigger } from './cart-trigger';
import { CategoryMenu } from './category-menu';
import { CurrencySwitcher } from './currency-switcher';
import { DeliveryAreaSelector } from './delivery-area';
import { hidesCartTrigger } from './header-variant';
import { useHeaderSlots } from './header-slots';
import { Logo } from './logo';
import { PromoBlock } from './promo-block';
import { SearchBox } from './search-box';
import { StoreSwitcher } from './store-switcher';
import './header.css';
import { MenuIcon } from '../../common/icons';

export function Header() {
  const intl = useIntl();
  const { drawer } = useShellActors();
  const deps = useShellDeps();
  const { pathname } = useLocation();
  const slots = useHeaderSlots();
  const showCart = !hidesCartTrigger(pathname) && !deps.isBot();
  return (
    <header className="header">
      <PromoBlock />
      <div className="header__bar header__bar--top">
        <DeliveryAreaSelector />
        <div className="header__switchers">
          <StoreSwitcher />
          <Optional>
            <Suspense fallback={null}>
              <CurrencySwitcher />
            </Suspense>
          </Optional>
        </div>
      </div>
      <div className="header__bar header__bar--main">
        <NativeButton className="header__menu-button" aria-label={intl.formatMessage(shellText.openMenu)} onPress={() => drawer.send({ type: 'drawer.open' })}>
          <MenuIcon />
        </NativeButton>
        <Logo />
        <SearchBox />
        <div className="header__actions">
          <AccountLinks />
          {showCart ? (slots.cartTrigger ?? <CartTrigger />) : null}
        </div>
      </div>
      <nav className="header__bar header__bar--nav" aria-label={intl.formatMessage(shellText.headerNav)}>
        <Optional>
          <Suspense fallback={null}>
            <CategoryMenu />
          </Suspense>
        </Optional>
        <Optional>
          <Suspense fallback={null}>
            <BusinessMenu />
          </Suspense>
        </Optional>
      </nav>
    </header>
  );
}
