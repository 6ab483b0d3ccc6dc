import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AddressType, CartCheckoutTable, CheckoutAddressData, Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export type CartCheckoutRow = Selectable<CartCheckoutTable>;

/** What checkout has recorded on one cart so far: addresses, delivery and payment choices. */
export interface CheckoutData {
  checkout: CartCheckoutRow | null;
  shipping: CheckoutAddressData | null;
  billing: CheckoutAddressData | null;
  billingSameAsShipping: boolean;
}

export async function loadCheckoutData(db: Db, cartId: number): Promise<CheckoutData> {
  const [checkout, addresses] = await Promise.all([
    db.selectFrom('cart_checkout').selectAll().where('cart_id', '=', cartId).executeTakeFirst(),
    db.selectFrom('cart_address').selectAll().where('cart_id', '=', cartId).execute(),
  ]);
  const shipping = addresses.find((a) => a.address_type === 'shipping');
  const billing = addresses.find((a) => a.address_type === 'billing');
  return {
    checkout: checkout ?? null,
    shipping: shipping?.data ?? null,
    billing: billing?.data ?? null,
    billingSameAsShipping: billing?.same_as_shipping ?? false,
  };
}

export async function saveAddress(db: Db, cartId: number, type: AddressType, data: CheckoutAddressData, sameAsShipping = false): Promise<void> {
  await db
    .insertInto('cart_address')
    .values({ cart_id: cartId, address_type: type, same_as_shipping: sameAsShipping, data: JSON.stringify(data) })
    .onConflict((oc) => oc.columns(['cart_id', 'address_type']).doUpdateSet({ same_as_shipping: sameAsShipping, data: JSON.stringify(data) }))
    .execute();
}

type CheckoutChanges = Partial<Omit<CartCheckoutRow, 'cart_id' | 'updated_at' | 'payment_additional'>> & { payment_additional?: Record<string, string> };

export async function saveCheckout(db: Db, cartId: number, changes: CheckoutChanges): Promise<void> {
  const { payment_additional, ...rest } = changes;
  const values = { ...rest, ...(payment_additional ? { payment_additional: JSON.stringify(payment_additional) } : {}), updated_at: new Date() };
  await db
    .insertInto('cart_checkout')
    .values({ cart_id: cartId, ...values })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet(values))
    .execute();
}
