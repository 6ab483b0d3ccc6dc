// Shopper-visible texts of the shell. Ids start with `shell.`; th.json and en.json carry both languages.
// Messages with arguments are typed (react-intl 12 checks values against the descriptor).
import { defineMessages } from 'react-intl';

export const shellText = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  homeLink: { id: 'shell.header.homeLink', defaultMessage: 'Go to homepage' },
  headerNav: { id: 'shell.header.nav', defaultMessage: 'Main navigation' },
  openMenu: { id: 'shell.header.openMenu', defaultMessage: 'Open menu' },
  promo: { id: 'shell.header.promo', defaultMessage: 'Promotions' },
  language: { id: 'shell.switcher.language', defaultMessage: 'Language' },
  currency: { id: 'shell.switcher.currency', defaultMessage: 'Currency' },
  deliveryArea: { id: 'shell.deliveryArea.trigger', defaultMessage: 'Delivery area' },
  deliveryTitle: { id: 'shell.deliveryArea.title', defaultMessage: 'Choose your delivery area' },
  postcode: { id: 'shell.deliveryArea.postcode', defaultMessage: 'Postal code' },
  findArea: { id: 'shell.deliveryArea.find', defaultMessage: 'Find' },
  areaResults: { id: 'shell.deliveryArea.results', defaultMessage: 'Delivery areas' },
  outsideArea: { id: 'shell.deliveryArea.outside', defaultMessage: '(Outside delivery area)' },
  shopByCategory: { id: 'shell.menu.shopByCategory', defaultMessage: 'Shop by category' },
  brands: { id: 'shell.menu.brands', defaultMessage: 'Brands' },
  shopByBusiness: { id: 'shell.menu.shopByBusiness', defaultMessage: 'Shop by business' },
  searchLabel: { id: 'shell.search.label', defaultMessage: 'Search products' },
  searchPlaceholder: { id: 'shell.search.placeholder', defaultMessage: 'What are you looking for?' },
  searchSubmit: { id: 'shell.search.submit', defaultMessage: 'Search' },
  signIn: { id: 'shell.account.signIn', defaultMessage: 'Sign In' },
  register: { id: 'shell.account.register', defaultMessage: 'Register' },
  favourites: { id: 'shell.account.favourites', defaultMessage: 'Favourites' },
  reorder: { id: 'shell.account.reorder', defaultMessage: 'Reorder' },
  cart: { id: 'shell.cart.label', defaultMessage: 'Cart' },
  backToHomepage: { id: 'shell.simpleHeader.back', defaultMessage: 'Back to homepage' },
  footer: { id: 'shell.footer.label', defaultMessage: 'Site information' },
  storeViews: { id: 'shell.footer.storeViews', defaultMessage: 'Store views' },
  drawerLabel: { id: 'shell.drawer.label', defaultMessage: 'Navigation' },
  drawerBack: { id: 'shell.drawer.back', defaultMessage: 'Back' },
  drawerClose: { id: 'shell.drawer.close', defaultMessage: 'Close navigation' },
  viewMenu: { id: 'shell.drawer.title.menu', defaultMessage: 'Main Menu' },
  viewSignIn: { id: 'shell.drawer.title.signIn', defaultMessage: 'Sign In' },
  viewCreateAccount: { id: 'shell.drawer.title.createAccount', defaultMessage: 'Create Account' },
  viewForgotPassword: { id: 'shell.drawer.title.forgotPassword', defaultMessage: 'Forgot Password' },
  viewMyAccount: { id: 'shell.drawer.title.myAccount', defaultMessage: 'My Account' },
  mask: { id: 'shell.mask.close', defaultMessage: 'Close overlay' },
  toastArea: { id: 'shell.toasts.label', defaultMessage: 'Notifications' },
  toastDismiss: { id: 'shell.toasts.dismiss', defaultMessage: 'Dismiss notification' },
  pageLoading: { id: 'shell.pageLoading.label', defaultMessage: 'Loading page' },
  renderError: { id: 'shell.renderError.title', defaultMessage: 'Sorry! An unexpected error occurred.' },
  renderErrorDismiss: { id: 'shell.renderError.dismiss', defaultMessage: 'Dismiss and reload' },
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Sorry, the page you were looking for could not be found.' },
  notFoundHint: { id: 'shell.notFound.hint', defaultMessage: 'Please click the button below to return to the main page.' },
  notFoundButton: { id: 'shell.notFound.button', defaultMessage: 'Back to Homepage' },
  loadingPage: { id: 'shell.route.loading', defaultMessage: 'Loading the page' },
});

type Values = {
  deliveryTo: { location: string };
  allOf: { name: string };
  cartWithCount: { count: number };
  subcategories: { name: string };
  renderErrorDebug: { message: string };
};

export const shellValueText = defineMessages<Values>({
  deliveryTo: { id: 'shell.deliveryArea.deliverTo', defaultMessage: 'Deliver to {location}' },
  allOf: { id: 'shell.menu.allOf', defaultMessage: 'All {name}' },
  cartWithCount: {
    id: 'shell.cart.labelWithCount',
    defaultMessage: '{count, plural, one {Cart, # item} other {Cart, # items}}',
  },
  subcategories: { id: 'shell.drawer.subcategories', defaultMessage: 'Show subcategories of {name}' },
  renderErrorDebug: { id: 'shell.renderError.debug', defaultMessage: 'Debug: {message}' },
});

