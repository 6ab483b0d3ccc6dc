import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CheckoutAddressData, Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** What personal fields become. The domain .invalid can never receive mail (RFC 2606). */
export const ANONYMOUS_NAME = 'Anonymous';
export const ANONYMOUS_PHONE = '0000000000';
export const ANONYMOUS_STREET = ['Anonymous'];
export const anonymousEmail = (): string => `anonymous-${randomBytes(8).toString('hex')}@anonymous.invalid`;

/**
 * An order or cart address without the person: names, street, phone, company, e-mail and tax-invoice names
 * go; district, province, postcode and country stay (they place the delivery, not the person).
 */
export function anonymiseAddressData(data: CheckoutAddressData, email: string): CheckoutAddressData {
  return {
    ...data,
    firstname: ANONYMOUS_NAME,
    lastname: ANONYMOUS_NAME,
    company: data.company === null ? null : ANONYMOUS_NAME,
    street: ANONYMOUS_STREET,
    telephone: ANONYMOUS_PHONE,
    fax: null,
    email: data.email === null ? null : email,
    customer_address_id: null,
    tax_identification_number: null,
    personal_firstname: data.personal_firstname === null ? null : ANONYMOUS_NAME,
    personal_lastname: data.personal_lastname === null ? null : ANONYMOUS_NAME,
    contact_name: data.contact_name === null ? null : ANONYMOUS_NAME,
    contact_surname: data.contact_surname === null ? null : ANONYMOUS_NAME,
  };
}

/**
 * The customer's orders keep their items, totals, state and payment, but their e-mail, names and addresses are
 * replaced. Called by anonymisation and by account deletion (before the customer row goes).
 */
export async function anonymiseOrders(trx: Db, customerId: number, email: string): Promise<number> {
  const orders = await trx.selectFrom('sales_order').select('order_id').where('customer_id', '=', customerId).execute();
  const ids = orders.map((o) => o.order_id);
  if (ids.length === 0) return 0;
  await trx
    .updateTable('sales_order')
    .set({ email, customer_firstname: ANONYMOUS_NAME, customer_lastname: ANONYMOUS_NAME, purchase_order_number: null, updated_at: new Date() })
    .where('order_id', 'in', ids)
    .execute();
  const addresses = await trx.selectFrom('sales_order_address').select(['order_id', 'address_type', 'data']).where('order_id', 'in', ids).execute();
  for (const a of addresses) {
    await trx
      .updateTable('sales_order_address')
      .set({ data: JSON.stringify(anonymiseAddressData(a.data, email)) })
      .where('order_id', '=', a.order_id)
      .where('address_type', '=', a.address_type)
      .execute();
  }
  return ids.length;
}

/**
 * Replaces the customer's personal data everywhere it is kept, in one transaction, and ends every session.
 * The account row stays (with an unknown e-mail nobody can sign in with); orders stay with items and totals.
 */
export async function anonymiseCustomer(db: Kysely<Database>, customerId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customer').select('email').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    const email = anonymousEmail();
    const now = new Date();
    await trx
      .updateTable('customer')
      .set({
        email,
        firstname: ANONYMOUS_NAME,
        lastname: ANONYMOUS_NAME,
        prefix: null,
        middlename: null,
        suffix: null,
        date_of_birth: null,
        taxvat: null,
        gender: null,
        is_subscribed: false,
        updated_at: now,
        password_changed_at: now,
      })
      .where('customer_id', '=', customerId)
      .execute();
    await trx
      .updateTable('customer_address')
      .set({ firstname: ANONYMOUS_NAME, lastname: ANONYMOUS_NAME, middlename: null, prefix: null, suffix: null, company: null, telephone: ANONYMOUS_PHONE, fax: null, street: JSON.stringify(ANONYMOUS_STREET), vat_id: null, updated_at: now })
      .where('customer_id', '=', customerId)
      .execute();
    await anonymiseOrders(trx, customerId, email);
    const carts = await trx.selectFrom('cart').select('cart_id').where('customer_id', '=', customerId).execute();
    if (carts.length > 0) {
      const cartIds = carts.map((c) => c.cart_id);
      await trx.updateTable('cart').set({ email: null }).where('cart_id', 'in', cartIds).execute();
      await trx.deleteFrom('cart_address').where('cart_id', 'in', cartIds).execute();
    }
    await trx.updateTable('product_review').set({ nickname: ANONYMOUS_NAME }).where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('payment_token').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('customer_social_account').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('customer_password_reset').where('customer_id', '=', customerId).execute();
    const oldEmail = customer.email.toLowerCase();
    await trx
      .updateTable('contact_message')
      .set({ fullname: ANONYMOUS_NAME, email, telephone: null })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', oldEmail))
      .execute();
    // Mail already sent to the old address is the shop's copy of personal data: it goes; queued mail too.
    await trx.deleteFrom('mail_outbox').where((eb) => eb(eb.fn('lower', ['to_address']), '=', oldEmail)).execute();
    await trx.updateTable('customer_token').set({ revoked: true }).where('customer_id', '=', customerId).execute();
  });
}
