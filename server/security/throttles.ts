import { Throttle } from './throttle';

const MINUTE = 60;

/**
 * The shop's throttle rules, shared by every module applying them. A rule's name is its key in the
 * database's throttle_counter, so every node counts against the same keys (renaming a rule starts its
 * counts again). docs/decisions/server-throttling.md gives the reasons for the numbers.
 * Keys: `clientAddress(context)` for addresses, `emailKey(email)` for accounts, the masked id for carts.
 */
export const THROTTLES = {
  /** Magento locks an account after 10 failures; here the 11th attempt waits until the window ends. */
  signInPerAccount: new Throttle({ name: 'sign-in failures per account', limit: 10, windowSeconds: 15 * MINUTE }),
  /** Many shoppers may share one address (offices, mobile carriers' NAT), so more per address. */
  signInPerAddress: new Throttle({ name: 'sign-in failures per address', limit: 50, windowSeconds: 15 * MINUTE }),
  couponPerCart: new Throttle({ name: 'refused coupons per cart', limit: 10, windowSeconds: 10 * MINUTE }),
  couponPerAddress: new Throttle({ name: 'refused coupons per address', limit: 30, windowSeconds: 10 * MINUTE }),
  contactPerAddress: new Throttle({ name: 'contact messages per address', limit: 10, windowSeconds: 60 * MINUTE }),
  /** For requestPasswordResetEmail (accounts module): mails sent per address asked for, and per address. */
  passwordResetPerEmail: new Throttle({ name: 'password-reset mails per e-mail', limit: 3, windowSeconds: 60 * MINUTE }),
  passwordResetPerAddress: new Throttle({ name: 'password-reset requests per address', limit: 10, windowSeconds: 60 * MINUTE }),
  /** For subscribeEmailToNewsletter and account creation (accounts module). */
  newsletterPerAddress: new Throttle({ name: 'newsletter subscriptions per address', limit: 10, windowSeconds: 60 * MINUTE }),
  accountCreationPerAddress: new Throttle({ name: 'accounts created per address', limit: 10, windowSeconds: 60 * MINUTE }),
  /** shareWishlistGroup with addresses (wishlist module): each request mails up to 10 people. */
  listShareMailsPerCustomer: new Throttle({ name: 'shopping-list share mails per customer', limit: 20, windowSeconds: 60 * MINUTE }),
} as const;
