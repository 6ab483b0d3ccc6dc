// Customer.customer_notice (storefront spec "Customer for checkout"): the operator's notice for this customer, else
// the one for their customer type, in the store view's language; null when there is none
// (docs/decisions/checkout-customer-notice.md). Stored in customer_notice (migration 0140).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { CustomerNotice, Resolvers } from '../../graphql/generated/resolvers-types';

type Db = Kysely<Database> | Transaction<Database>;

/** The active notice for a customer: their own first, then their type's. */
export async function customerNotice(db: Db, customer: { id: number; customer_type?: string | null }, storeLocale: string): Promise<CustomerNotice | null> {
  const type = customer.customer_type ?? null;
  const row = await db
    .selectFrom('customer_notice')
    .select(['format', 'content_th', 'content_en', 'url', 'customer_id'])
    .where('is_active', '=', true)
    .where((eb) => (type === null ? eb('customer_id', '=', customer.id) : eb.or([eb('customer_id', '=', customer.id), eb('customer_type', '=', type)])))
    // A customer's own notice (customer_id set) sorts before their type's.
    .orderBy('customer_id', (ob) => ob.asc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const thai = storeLocale.toLowerCase().startsWith('th');
  return { format: row.format, content_text: thai ? row.content_th : row.content_en, url: row.url };
}

export const resolvers: Resolvers = {
  Customer: {
    customer_notice(parent, _args, ctx) {
      return customerNotice(ctx.db, parent, ctx.store.locale);
    },
  },
};
