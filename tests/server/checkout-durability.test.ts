import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { BANGKOK_ADDRESS, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';
import { exited, startServerProcess, type ServerProcess } from './support/server-process';

// kill -9 during a checkout load on the embedded database (PGlite in a data folder): every order number a
// client received is there after the restart, no order is half-written, and a cart whose order was never
// acknowledged can still be ordered (or, if its order committed just before the kill, is that order).
// Runs on PGlite whatever TEST_DATABASE_URL says: the durability in question is the embedded database's.

const PORT = 8213;
const dirs: string[] = [];
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function sender(url: string): GraphQLSend {
  return async (query, variables, headers) => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'en', ...headers }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Awaited<ReturnType<GraphQLSend>>;
  };
}

interface Acknowledged {
  number: string;
  email: string;
}

describe('durability of placed orders', () => {
  it('keeps every acknowledged order through SIGKILL and a restart', async () => {
    const info = inject('seededDatabase');
    const dataDir = mkdtempSync(join(tmpdir(), 'talat-durability-'));
    dirs.push(dataDir);
    // The seeded demo shop, written into a data folder as the server would have it.
    const dump = info.dumpFile ? new Blob([readFileSync(info.dumpFile)]) : undefined;
    if (!dump) return; // PostgreSQL run without a PGlite dump: nothing to load (the PGlite run covers this).
    const lite = await PGlite.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
    const product = await lite.query<{ sku: string }>(
      "select sku from product where type_id = 'simple' and status = 1 and visibility = 4 and stock_status = 'IN_STOCK' and not is_preorder and qty >= 300 and price >= 20000 and price <= 100000 and min_sale_qty <= 1 and qty_increments <= 1 order by product_id limit 1",
    );
    await lite.query("update product set qty = 5000 where sku = $1", [product.rows[0]?.sku]);
    await lite.close();
    const sku = product.rows[0]?.sku ?? '';
    const env = { TALAT_DATA_DIR: dataDir, TALAT_MEDIA_DIR: info.mediaDir, TALAT_DIST_DIR: join(dataDir, 'no-dist'), TALAT_RESPONSE_CACHE: 'off' };

    server = await startServerProcess(env, PORT);
    const send = sender(server.url);
    const acknowledged: Acknowledged[] = [];
    const unacknowledged: string[] = [];
    let stop = false;
    const failures: string[] = [];
    const buyer = async (id: number): Promise<void> => {
      for (let n = 0; !stop; n += 1) {
        const email = `durable-${id}-${n}@example.test`;
        let cartId: string;
        try {
          cartId = await prepareGuestCart(send, [{ sku, quantity: 1 }], { email });
        } catch (error) {
          if (!stop) failures.push(error instanceof Error ? error.message : String(error));
          return; // the server died while the cart was being filled
        }
        try {
          const body = await send(PLACE_ORDER, { cartId });
          const number = (body.data?.placeOrder as { orderV2: { number: string } | null } | undefined)?.orderV2?.number;
          if (number) acknowledged.push({ number, email });
          else {
            // An answer without an order is a refusal, not a lost answer: the load itself is wrong.
            failures.push(JSON.stringify(body));
            return;
          }
        } catch {
          unacknowledged.push(cartId);
          return;
        }
      }
    };
    let running = 4;
    const load = Promise.all([1, 2, 3, 4].map((id) => buyer(id).finally(() => (running -= 1))));
    while (acknowledged.length < 12 && running > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toEqual([]);
    // SIGKILL in the middle of the load: no shutdown hook, no flush.
    server.child.kill('SIGKILL');
    stop = true;
    await exited(server.child);
    await load;
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    server = await startServerProcess(env, PORT);
    const again = sender(server.url);
    for (const order of acknowledged) {
      const found = await again('query ($input: OrderInformationInput!) { guestOrder(input: $input) { number items { product_sku quantity_ordered } total { grand_total { value } } } }', {
        input: { number: order.number, email: order.email, postcode: BANGKOK_ADDRESS.postcode },
      });
      expect(found.errors).toBeUndefined();
      expect(found.data?.guestOrder).toMatchObject({ number: order.number, items: [{ product_sku: sku, quantity_ordered: 1 }] });
    }
    // Carts whose answer never came: each either was ordered before the kill (then it is inactive and has
    // its order) or can be ordered now.
    let reordered = 0;
    for (const cartId of unacknowledged) {
      const body = await again(PLACE_ORDER, { cartId });
      const result = body.data?.placeOrder as { orderV2: { number: string } | null; errors: { code: string }[] } | undefined;
      if (result?.orderV2) reordered += 1;
      else expect(result?.errors[0]?.code).toBe('CART_NOT_ACTIVE');
    }
    server.child.kill('SIGTERM');
    await exited(server.child);

    // No half-written order: each has its billing address, its item and its confirmation mail, and the
    // stock taken matches the units ordered.
    const handle = await openDatabase({ dataDir });
    try {
      const orders = await handle.db.selectFrom('sales_order').select(['order_id', 'increment_id']).execute();
      expect(orders.length).toBe(acknowledged.length + reordered + (unacknowledged.length - reordered));
      for (const order of orders) {
        const items = await handle.db.selectFrom('sales_order_item').select('qty_ordered').where('order_id', '=', order.order_id).execute();
        const billing = await handle.db.selectFrom('sales_order_address').select('postcode').where('order_id', '=', order.order_id).where('address_type', '=', 'billing').execute();
        const mail = await handle.db.selectFrom('mail_outbox').select('mail_id').where('subject', '=', `Order confirmation #${order.increment_id}`).execute();
        expect([items.length, billing.length, mail.length]).toEqual([1, 1, 1]);
      }
      const left = await handle.db.selectFrom('product').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow();
      expect(Number(left.qty)).toBe(5000 - orders.length);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
