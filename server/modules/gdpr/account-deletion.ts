import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { GraphQlAlreadyExistsException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { anonymiseOrders, anonymousEmail } from './anonymise';

/** Records the customer's request; one pending request at a time. Sessions go on until it is processed. */
export async function requestDeletion(db: Kysely<Database>, customerId: number): Promise<void> {
  const pending = await db.selectFrom('gdpr_deletion_request').select('request_id').where('customer_id', '=', customerId).where('status', '=', 'pending').executeTakeFirst();
  if (pending) throw new GraphQlAlreadyExistsException(msg('You have already asked for your account to be deleted.'));
  await db.insertInto('gdpr_deletion_request').values({ customer_id: customerId }).execute();
}

/**
 * The operator's step (docs/decisions/privacy-account-deletion.md): for each pending request, the orders are
 * anonymised and kept, then the customer row is deleted (addresses, tokens, carts, consents, payment tokens
 * and social links go with it by their foreign keys). Each request is its own transaction.
 */
export async function processDeletionRequests(db: Kysely<Database>, now = new Date()): Promise<number> {
  const pending = await db.selectFrom('gdpr_deletion_request').select(['request_id', 'customer_id']).where('status', '=', 'pending').orderBy('request_id').execute();
  let done = 0;
  for (const request of pending) {
    await db.transaction().execute(async (trx) => {
      if (request.customer_id !== null) {
        const customer = await trx.selectFrom('customer').select('email').where('customer_id', '=', request.customer_id).executeTakeFirst();
        if (customer) {
          await anonymiseOrders(trx, request.customer_id, anonymousEmail());
          const oldEmail = customer.email.toLowerCase();
          await trx.deleteFrom('mail_outbox').where((eb) => eb(eb.fn('lower', ['to_address']), '=', oldEmail)).execute();
          await trx.deleteFrom('contact_message').where((eb) => eb(eb.fn('lower', ['email']), '=', oldEmail)).execute();
          await trx.updateTable('product_review').set({ nickname: 'Anonymous' }).where('customer_id', '=', request.customer_id).execute();
          await trx.deleteFrom('cart_address').where('cart_id', 'in', trx.selectFrom('cart').select('cart_id').where('customer_id', '=', request.customer_id)).execute();
          // Orders point at their cart (not null): the customer's ordered carts are detached, not deleted.
          await trx.updateTable('cart').set({ customer_id: null, email: null, is_active: false }).where('customer_id', '=', request.customer_id).where((eb) => eb.exists(eb.selectFrom('sales_order').select('order_id').whereRef('sales_order.cart_id', '=', 'cart.cart_id'))).execute();
          await trx.deleteFrom('customer').where('customer_id', '=', request.customer_id).execute();
        }
      }
      await trx.updateTable('gdpr_deletion_request').set({ status: 'done', processed_at: now, customer_id: null }).where('request_id', '=', request.request_id).execute();
    });
    done += 1;
  }
  return done;
}
