import type { Resolvers } from './generated/resolvers-types';
import { resolvers as cart } from '../modules/cart/resolvers';
import { resolvers as brands } from '../modules/brands/resolvers';
import { resolvers as catalog } from '../modules/catalog/resolvers';
import { resolvers as cms } from '../modules/cms/resolvers';
import { resolvers as contact } from '../modules/contact/resolvers';
import { resolvers as newsletter } from '../modules/newsletter/resolvers';
import { resolvers as popups } from '../modules/popups/resolvers';
import { resolvers as checkout } from '../modules/checkout/resolvers';
import { resolvers as orders } from '../modules/orders/resolvers';
import { resolvers as customers } from '../modules/customers/resolvers';
import { resolvers as customerAddresses } from '../modules/customers/address-resolvers';
import { resolvers as customerPasswords } from '../modules/customers/password-resolvers';
import { resolvers as customerNotices } from '../modules/customers/customer-notice';
import { resolvers as socialLogin } from '../social/resolvers';
import { resolvers as reviews } from '../modules/reviews/resolvers';
import { resolvers as paymentTokens } from '../modules/customers/vault-resolvers';
import { resolvers as downloads } from '../modules/customers/downloadable-products';
import { resolvers as directory } from '../modules/directory/resolvers';
import { resolvers as payments } from '../modules/payments/resolvers';
import { resolvers as priceRules } from '../modules/price-rules/resolvers';
import { resolvers as regions } from '../modules/regions/resolvers';
import { resolvers as routing } from '../modules/routing/resolvers';
import { resolvers as store } from '../modules/store/resolvers';
import { resolvers as privacy } from '../modules/gdpr/resolvers';
import { resolvers as companyCredit } from '../modules/company-credit/resolvers';
import { resolvers as wishlist } from '../modules/wishlist/resolvers';
import { resolvers as push } from '../modules/push/resolvers';

/**
 * The registry: one line per domain module. Each module exports `resolvers` typed with the generated
 * `Resolvers`; they are merged type by type (two modules may add fields to the same type, e.g. Query).
 * Add a module by adding its import and its name to the list below, nothing else.
 */
export const moduleResolvers: Resolvers[] = [
  store,
  directory,
  cms,
  routing,
  regions,
  customers,
  customerAddresses,
  customerPasswords,
  customerNotices,
  socialLogin,
  reviews,
  paymentTokens,
  downloads,
  cart,
  catalog,
  brands,
  priceRules,
  contact,
  newsletter,
  popups,
  payments,
  checkout,
  orders,
  privacy,
  companyCredit,
  wishlist,
  push,
];
