// `npm run test:cluster`: issue 29's cluster test. PostgreSQL, three nodes started at once on its empty database,
// Varnish in front (deploy/varnish/talat.vcl); then each check of "A cluster test in CI" against real processes.
// Every check runs and reports (a failing one does not hide the next); the run exits 1 when any failed, and
// stops every process it started, also on failure or interruption.
import { join, resolve } from 'node:path';
import { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import type { Database } from '../../server/db/types';
import { queueMail } from '../../server/mail/outbox';
import { insertStockedProduct, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from '../server/support/checkout-flow';
import { GOOD_PASSWORD, uniqueEmail } from '../server/support/customer-session';
import { SocialPopup } from '../server/support/social-popup';
import { browserKeys, decryptPush, PUSH_SERVICE_CERT_FILE, startPushService, subscriptionJson } from '../fixtures/push-service/push-service';
import { startCluster, stopChild, type Cluster } from './cluster-harness';
import { startSmtpSink } from './smtp-sink';

const root = resolve(import.meta.dirname, '../..');
const PORTS = {
  pg: Number(process.env.CLUSTER_PG_PORT ?? 55447),
  nodes: (process.env.CLUSTER_NODE_PORTS ?? '8301,8302,8303').split(',').map(Number),
  varnish: Number(process.env.CLUSTER_VARNISH_PORT ?? 8300),
  varnishAdmin: Number(process.env.CLUSTER_VARNISH_ADMIN_PORT ?? 8309),
};
/** The freshness bound of issue 29. */
const FRESH_WITHIN_MS = 2_000;

type Check = { name: string; run: () => Promise<string | void> };
const results: { name: string; ok: boolean; detail: string; ms: number }[] = [];

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function runCheck(check: Check, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      check.run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    results.push({ name: check.name, ok: true, detail: detail ?? '', ms: Date.now() - started });
    console.log(`  ✓ ${check.name} (${Date.now() - started} ms)${detail ? `\n      ${detail}` : ''}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name: check.name, ok: false, detail, ms: Date.now() - started });
    console.log(`  ✗ ${check.name} (${Date.now() - started} ms)\n      ${detail.split('\n').join('\n      ')}`);
  } finally {
    clearTimeout(timer);
  }
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { category?: string } }[];
}

/** A GET as the storefront sends queries, to any base URL (a node or Varnish). */
async function get(base: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  const response = await fetch(`${base}/graphql?${params.toString()}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

function poster(base: string | (() => string), extra: Record<string, string> = {}): GraphQLSend {
  return async (query, variables, headers) => {
    const target = typeof base === 'function' ? base() : base;
    const response = await fetch(`${target}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en', ...extra, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer;
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main(): Promise<void> {
  const began = Date.now();
  const smtp = await startSmtpSink(0, 120);
  const pushService = await startPushService();
  let cluster: Cluster | null = null;
  let database: DatabaseHandle | null = null;
  try {
    console.log('starting PostgreSQL, three nodes at once on an empty database, and Varnish ...');
    cluster = await startCluster({
      pgPort: PORTS.pg,
      nodePorts: PORTS.nodes,
      varnishPort: PORTS.varnish,
      varnishAdminPort: PORTS.varnishAdmin,
      distDir: resolve(root, process.env.TALAT_DIST_DIR ?? '.tmp/dist-cluster'),
      workDir: join(root, '.tmp/cluster'),
      env: {
        TALAT_SMTP_URL: smtp.url,
        TALAT_MAIL_FROM: 'talat <shop@cluster.test>',
        NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT_FILE,
        TALAT_PUSH_ENDPOINT_HOSTS: new URL(pushService.origin).hostname,
        // A killed sender's claims fall due after this, not after the default minutes: the test waits for them.
        TALAT_WORK_LEASE_SECONDS: '15',
      },
    });
    console.log(`cluster up in ${Date.now() - began} ms: ${cluster.nodes.map((n) => n.url).join(', ')}, Varnish ${cluster.varnish}`);
    database = await openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 4 });
    const c = cluster;
    const db = database.db;
    await checks(c, db, smtp, pushService);
  } catch (error) {
    console.error('the cluster could not be set up:', error);
    results.push({ name: 'set-up', ok: false, detail: String(error), ms: 0 });
  } finally {
    await database?.close().catch(() => undefined);
    await cluster?.stop();
    await smtp.close();
    await pushService.close();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length}/${results.length} checks passed in ${Math.round((Date.now() - began) / 1000)} s`);
  for (const f of failed) console.log(`  failed: ${f.name}`);
  process.exit(failed.length ? 1 : 0);
}

async function checks(c: Cluster, db: Kysely<Database>, smtp: Awaited<ReturnType<typeof startSmtpSink>>, pushService: Awaited<ReturnType<typeof startPushService>>): Promise<void> {
  const [a, b, cNode] = c.nodes as [Cluster['nodes'][0], Cluster['nodes'][0], Cluster['nodes'][0]];
  let turn = 0;
  /** The nodes in turn, as a load balancer would spread requests. */
  const nextNode = () => c.nodes[turn++ % c.nodes.length]!.url;

  await runCheck({
    name: 'three nodes started at once on an empty database all came up',
    run: async () => {
      assert(c.startFailures.length === 0, `${c.startFailures.length} node(s) failed when started together:\n${c.startFailures.join('\n')}`);
      const seeds = await db.selectFrom('store').select('store_id').execute();
      assert(seeds.length === 2, `expected the two seeded store views once, found ${seeds.length}`);
    },
  });

  await runCheck({
    name: 'every node is ready and serves the seeded images',
    run: async () => {
      const skus = (await db.selectFrom('product').select('sku').where('status', '=', 1).where('visibility', '=', 4).orderBy('product_id').limit(3).execute()).map((row) => row.sku);
      const answer = await get(a.url, 'query ($s: [String]) { products(filter: { sku: { in: $s } }) { items { sku small_image { url } } } }', { s: skus }, { store: 'en' });
      const urls = [...answer.text.matchAll(/"url":"([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/\\\//g, '/'), a.url).pathname).filter((p) => p.startsWith('/media/'));
      assert(urls.length > 0, `no seeded product images in ${answer.text.slice(0, 300)}`);
      for (const node of c.nodes) {
        assert((await fetch(`${node.url}/health`)).ok, `${node.name}: /health`);
        for (const path of urls) {
          const image = await fetch(`${node.url}${path}`);
          assert(image.ok && /^image\//.test(image.headers.get('content-type') ?? ''), `${node.name} ${path}: ${image.status} ${image.headers.get('content-type')}`);
        }
      }
      return `${urls.length} images from each of ${c.nodes.length} nodes`;
    },
  });

  await runCheck({
    name: 'the operator commands work against each node with one token',
    run: async () => {
      for (const node of c.nodes) {
        const listed = await fetch(`${node.url}/operator/popups`, { headers: { authorization: `Bearer ${c.operatorToken}` } });
        assert(listed.status === 200, `${node.name}: GET /operator/popups answered ${listed.status}`);
        const credit = await fetch(`${node.url}/operator/company-credit/applications?status=pending`, { headers: { authorization: `Bearer ${c.operatorToken}` } });
        assert(credit.status === 200, `${node.name}: company-credit applications answered ${credit.status}`);
        const refused = await fetch(`${node.url}/operator/popups`, { headers: { authorization: 'Bearer not-the-token' } });
        assert(refused.status === 401 || refused.status === 403, `${node.name}: a wrong token got ${refused.status}`);
      }
    },
  });

  await runCheck({ name: 'a price, a stock level, a CMS block, a popup and a URL rewrite changed through node A are seen through Varnish and on B and C within 2 s', run: () => freshness(c, db, a.url, [b.url, cNode.url]) });

  await runCheck({ name: 'a product page kept by Varnish is purged when an order through node A takes its last units', run: () => pagePurge(c, db, a.url) });
  await runCheck({
    name: 'the sign-in throttle locks an account after 10 failures spread over the three nodes',
    run: async () => {
      const email = uniqueEmail('cluster-throttle');
      const created = await poster(a.url)('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
        input: { firstname: 'Throttle', lastname: 'Test', email, password: GOOD_PASSWORD, amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] },
      });
      assert(!created.errors?.length, `createCustomerV2: ${JSON.stringify(created.errors)}`);
      const signIn = 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        // A client address per attempt (the nodes believe X-Forwarded-For from 127.0.0.1): only the account's count adds up.
        const wrong = await poster(c.nodes[attempt % 3]!.url, { 'x-forwarded-for': `10.29.0.${attempt + 1}` })(signIn, { e: email, p: 'wrong-password-1' });
        assert(wrong.errors?.length, `wrong password ${attempt + 1} was accepted`);
      }
      const right = await poster(c.nodes[10 % 3]!.url, { 'x-forwarded-for': '10.29.0.99' })(signIn, { e: email, p: GOOD_PASSWORD });
      assert(right.errors?.length && !right.data?.generateCustomerToken, `the 11th attempt (right password, another node) signed in: the nodes do not share the count`);
      return `refused: ${right.errors[0]?.message}`;
    },
  });

  await runCheck({ name: 'a social login with its steps spread over the nodes', run: () => socialLogin(c) });

  await runCheck({
    name: '20 concurrent placeOrder on one cart spread over the nodes make one order',
    run: async () => {
      await insertStockedProduct(db, 978_101, 'CLUSTERRACE', 10_000, 1_000);
      const cartId = await prepareGuestCart(poster(nextNode), [{ sku: 'CLUSTERRACE', quantity: 1 }], { email: 'race@cluster.test' });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => poster(c.nodes[i % 3]!.url)(PLACE_ORDER, { cartId })));
      const numbers = answers.map((x) => (x.data?.placeOrder as { orderV2: { number: string } | null } | undefined)?.orderV2?.number).filter((n): n is string => Boolean(n));
      const orders = await db.selectFrom('sales_order').select('increment_id').where('email', '=', 'race@cluster.test').execute();
      assert(orders.length === 1, `${orders.length} orders in the database for one cart`);
      assert(new Set(numbers).size === 1, `the answers named ${new Set(numbers).size} different orders (${numbers.length} answers with an order)`);
      return `one order ${orders[0]?.increment_id}; ${numbers.length} of 20 answers carry it, the rest were refused`;
    },
  });

  await runCheck({ name: 'a KBank sandbox card payment with its steps spread over the nodes', run: () => kbankPayment(c, db, nextNode) });

  await runCheck({ name: 'two shoppers interleaved through Varnish never see each other’s store view, currency, delivery area, business home or sign-in', run: () => twoShoppers(c, a.url) });

  await runCheck({ name: '50 mails and 50 pushes go out exactly once with three senders, one killed with -9 mid-batch', run: () => exactlyOnce(c, db, smtp, pushService, cNode) }, 240_000);

  const stat = await c.varnishStat().catch((): Record<string, number> => ({}));
  const hits = stat['MAIN.cache_hit'] ?? 0;
  const misses = stat['MAIN.cache_miss'] ?? 0;
  console.log(`Varnish: ${hits} hits, ${misses} misses, ${stat['MAIN.s_pass'] ?? 0} passes over the run`);
}

/** Polls `read` until `changed` holds; the time it took, or null past the deadline. */
async function timeUntil(read: () => Promise<string>, changed: (text: string) => boolean, deadlineMs: number, from: number): Promise<number | null> {
  while (Date.now() - from < deadlineMs) {
    if (changed(await read())) return Date.now() - from;
    await sleep(50);
  }
  return null;
}

async function freshness(c: Cluster, db: Kysely<Database>, nodeA: string, others: string[]): Promise<string> {
  // What each change is seen through: an anonymous GET, as the storefront sends it.
  const sku = (await db.selectFrom('product').select('sku').where('type_id', '=', 'simple').where('status', '=', 1).where('visibility', '=', 4).orderBy('product_id').limit(1).executeTakeFirstOrThrow()).sku;
  await insertStockedProduct(db, 978_001, 'CLUSTERSTOCK', 10_000, 2);
  await db.insertInto('cms_block').values({ block_id: 978_001, identifier: 'cluster-test-block', store_id: 0, title: 'Cluster', content: '<p>before</p>', is_active: true }).execute();
  // A popup the storefront is shown now: of the active ones, the first its page type's answer lists.
  const popups = (await (await fetch(`${nodeA}/operator/popups`, { headers: { authorization: `Bearer ${c.operatorToken}` } })).json()) as { items: { instance_id: number; layout_handle: string | null; is_active: boolean }[] };
  let popup: { instance_id: number; layout_handle: string } | undefined;
  for (const candidate of popups.items) {
    if (!candidate.is_active || !candidate.layout_handle) continue;
    const shown = await get(nodeA, 'query ($t: String!) { popupWidget(page_type: $t) { size items { instance_id } } }', { t: candidate.layout_handle }, { store: 'en' });
    if (shown.text.includes(`"instance_id":${candidate.instance_id}`)) {
      popup = { instance_id: candidate.instance_id, layout_handle: candidate.layout_handle };
      break;
    }
  }
  assert(popup, 'no seeded popup is shown by popupWidget');
  const product = await db.selectFrom('product').select('product_id').where('sku', '=', sku).executeTakeFirstOrThrow();

  const cases: { what: string; query: string; variables: Record<string, unknown>; change: () => Promise<void>; fresh: (text: string, before: string) => boolean }[] = [
    {
      what: 'price',
      query: 'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { price_range { minimum_price { regular_price { value } } } } } }',
      variables: { s: sku },
      change: async () => void (await db.updateTable('product').set((eb) => ({ price: eb('price', '+', 4_321) })).where('sku', '=', sku).execute()),
      fresh: (text, before) => text !== before && text.includes('regular_price'),
    },
    {
      what: 'stock',
      query: 'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { stock_status } } }',
      variables: { s: 'CLUSTERSTOCK' },
      change: async () => {
        // Through node A: an order takes the last two.
        const send = poster(nodeA);
        const cartId = await prepareGuestCart(send, [{ sku: 'CLUSTERSTOCK', quantity: 2 }], { email: 'stock@cluster.test' });
        const placed = await send(PLACE_ORDER, { cartId });
        assert(!placed.errors?.length, `placeOrder on node A: ${JSON.stringify(placed.errors)}`);
      },
      fresh: (text, before) => text !== before && !text.includes('"IN_STOCK"'),
    },
    {
      what: 'CMS block',
      query: 'query ($i: [String]) { cmsBlocks(identifiers: $i) { items { identifier content } } }',
      variables: { i: ['cluster-test-block'] },
      change: async () => void (await db.updateTable('cms_block').set({ content: '<p>after</p>' }).where('block_id', '=', 978_001).execute()),
      fresh: (text) => text.includes('after'),
    },
    {
      what: 'popup',
      query: 'query ($t: String!) { popupWidget(page_type: $t) { size items { instance_id } } }',
      variables: { t: popup.layout_handle },
      change: async () => {
        // Through node A's operator API.
        const response = await fetch(`${nodeA}/operator/popups/${popup.instance_id}/disable`, { method: 'POST', headers: { authorization: `Bearer ${c.operatorToken}` } });
        assert(response.ok, `disable popup on node A: ${response.status}`);
      },
      fresh: (text) => text.includes('popupWidget') && !text.includes(`"instance_id":${popup.instance_id}`),
    },
    {
      what: 'URL rewrite',
      query: 'query ($u: String!) { route(url: $u) { relative_url type } }',
      variables: { u: 'cluster-moved-product.html' },
      change: async () =>
        void (await db.insertInto('url_rewrite').values([1, 2].map((store_id) => ({ store_id, request_path: 'cluster-moved-product.html', target_path: `catalog/product/view/id/${product.product_id}`, entity_type: 'PRODUCT' as const, entity_id: product.product_id }))).execute()),
      fresh: (text) => text.includes('PRODUCT'),
    },
  ];

  const lines: string[] = [];
  const failures: string[] = [];
  for (const item of cases) {
    const observers = [{ name: 'Varnish', base: c.varnish }, ...others.map((base, i) => ({ name: `node ${String.fromCharCode(66 + i)}`, base }))];
    const read = (base: string) => async () => (await get(base, item.query, item.variables, { store: 'en' })).text;
    // Each observer has the answer cached before the change (twice: the second is the cached copy).
    const before = new Map<string, string>();
    for (const observer of observers) {
      await read(observer.base)();
      before.set(observer.name, await read(observer.base)());
    }
    for (const observer of observers) assert(!item.fresh(before.get(observer.name) ?? '', before.get(observer.name) ?? ''), `${item.what}: ${observer.name} shows the change before it was made`);
    await item.change();
    const from = Date.now();
    const delays = await Promise.all(observers.map((observer) => timeUntil(read(observer.base), (text) => item.fresh(text, before.get(observer.name) ?? ''), 5_000, from)));
    const shown = observers.map((observer, i) => `${observer.name} ${delays[i] === null ? '>5000' : delays[i]} ms`).join(', ');
    lines.push(`${item.what}: ${shown}`);
    observers.forEach((observer, i) => {
      const delay = delays[i];
      if (delay === null || delay === undefined || delay > FRESH_WITHIN_MS) failures.push(`${item.what} through ${observer.name}: ${delay === null ? 'not seen in 5 s' : `${delay} ms`}`);
    });
  }
  assert(failures.length === 0, `${failures.join('; ')}\n${lines.join('\n')}`);
  return lines.join('\n      ');
}

async function pagePurge(c: Cluster, db: Kysely<Database>, nodeA: string): Promise<string> {
  // A product page as a guest's browser asks for it, kept by Varnish (its xkey names the product: cat_p_<id>).
  await insertStockedProduct(db, 978_301, 'CLUSTERPAGE', 10_000, 2);
  await db.insertInto('url_rewrite').values([1, 2].map((store_id) => ({ store_id, request_path: 'cluster-page-product.html', target_path: 'catalog/product/view/id/978301', entity_type: 'PRODUCT' as const, entity_id: 978_301 }))).execute();
  const page = `${c.varnish}/en/cluster-page-product.html`;
  const read = async () => {
    const response = await fetch(page);
    return { cache: response.headers.get('x-shared-cache') ?? '', html: await response.text() };
  };
  await read();
  const kept = await read();
  assert(kept.cache === 'HIT', `the product page was not kept by Varnish: ${kept.cache}`);
  assert(kept.html.includes('"stock_status":"IN_STOCK"'), 'the kept product page does not show the product in stock');
  // Through node A: an order takes the last two. Only the product's own tag moves (not the whole catalogue's).
  const send = poster(nodeA);
  const cartId = await prepareGuestCart(send, [{ sku: 'CLUSTERPAGE', quantity: 2 }], { email: 'page@cluster.test' });
  const placed = await send(PLACE_ORDER, { cartId });
  assert(!placed.errors?.length, `placeOrder on node A: ${JSON.stringify(placed.errors)}`);
  const from = Date.now();
  const delay = await timeUntil(async () => (await read()).html, (html) => html.includes('"stock_status":"OUT_OF_STOCK"'), 5_000, from);
  assert(delay !== null && delay <= FRESH_WITHIN_MS, `the page through Varnish still showed the product in stock ${delay === null ? 'after 5 s' : `${delay} ms`} later (its s-maxage is 60 s)`);
  return `out of stock through Varnish ${delay} ms after the order`;
}

async function socialLogin(c: Cluster): Promise<string> {
  // The button's URL as the storefront gets it, then each step of the popup through Varnish (round-robin over the nodes).
  const config = await poster(c.varnish)('{ amSocialLoginButtonConfig { type url } }', {});
  const buttons = (config.data?.amSocialLoginButtonConfig ?? []) as { type: string; url: string }[];
  assert(buttons.length > 0, `no social login button: ${JSON.stringify(config)}`);
  const start = new URL(buttons[0]!.url);
  const popup = new SocialPopup(c.varnish);
  const message = await popup.run(`${start.pathname}${start.search}`, { subject: `U${Date.now().toString(16)}cluster`, name: 'Cluster Nok', email: uniqueEmail('cluster-social') });
  assert(message.result === 1 || Boolean(message.token) || Boolean(message.account_data), `the callback reported ${JSON.stringify(message).slice(0, 400)}`);
  return `result ${message.result}, ${message.token ? 'signed in' : message.account_data ? 'account to complete' : 'no token'}`;
}

async function kbankPayment(c: Cluster, db: Kysely<Database>, nextNode: () => string): Promise<string> {
  // A guest order paid by card at the KBank sandbox as secure-pay.js does it, each step on the next node: the card
  // token issued by one node is charged by another, whose 3-D Secure page a third answers.
  await insertStockedProduct(db, 978_201, 'CLUSTERKBANK', 12_345, 1_000);
  const send = poster(nextNode);
  const cartId = await prepareGuestCart(send, [{ sku: 'CLUSTERKBANK', quantity: 1 }], { email: 'kbank@cluster.test', payment: 'kpayment_credit' });
  const placed = await send(PLACE_ORDER, { cartId });
  const number = (placed.data?.placeOrder as { orderV2: { number: string } | null } | undefined)?.orderV2?.number;
  assert(number, `placeOrder with kpayment_credit: ${JSON.stringify(placed.errors ?? placed.data)}`);
  const checkout = await get(nextNode(), 'query ($cart: String!, $order: String!) { kpaymentCheckout(cart_id: $cart, order_number: $order) { api_key action_url } }', { cart: cartId, order: number });
  const kpayment = (JSON.parse(checkout.text) as { data?: { kpaymentCheckout?: { api_key: string; action_url: string } } }).data?.kpaymentCheckout;
  assert(kpayment, `kpaymentCheckout: ${checkout.text.slice(0, 300)}`);
  const tokenAnswer = await fetch(`${nextNode()}/payment-sandbox/kbank/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apikey: kpayment.api_key, card: { number: '4111111111111111', name: 'SOMSRI', expiry: '01/40', cvv: '999' } }),
  });
  assert(tokenAnswer.status === 200, `the card token answered ${tokenAnswer.status}`);
  const token = ((await tokenAnswer.json()) as { id: string }).id;
  const form = (fields: Record<string, string>) => ({ method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const charged = await fetch(`${nextNode()}${kpayment.action_url}`, form({ token, paymentMethods: 'card' }));
  const threeDs = charged.headers.get('location') ?? '';
  assert(charged.status === 303 && threeDs.startsWith('/payment-sandbox/kbank/3ds/'), `charging the token on another node: ${charged.status} ${threeDs}`);
  const page = await fetch(`${nextNode()}${threeDs}?lang=en`);
  assert((await page.text()).includes('ending in 1111'), `the 3-D Secure page on a third node: ${page.status}`);
  const paid = await fetch(`${nextNode()}${threeDs}`, form({ action: 'pay' }));
  assert(paid.status === 303, `paying at 3-D Secure: ${paid.status}`);
  const back = await fetch(`${nextNode()}${paid.headers.get('location') ?? ''}`, { redirect: 'manual' });
  assert(back.headers.get('location') === '/checkout/onepage/success', `back from the sandbox: ${back.status} ${back.headers.get('location')}`);
  const status = (await db.selectFrom('sales_order').select('status').where('increment_id', '=', number).executeTakeFirstOrThrow()).status;
  assert(status === 'processing', `order ${number} is ${status} after the card payment`);
  return `order ${number} paid`;
}

async function twoShoppers(c: Cluster, nodeA: string): Promise<string> {
  const v = c.varnish;
  const areas = [
    { key: '10110-khlong-tan', value: 'คลองตัน, คลองเตย, กรุงเทพมหานคร 10110' },
    { key: '50200-si-phum', value: 'ศรีภูมิ, เมืองเชียงใหม่, เชียงใหม่ 50200' },
  ];
  // Shopper 1: English, US dollars, Khlong Tan, a business visitor, signed in. Shopper 2: Thai, baht, Chiang Mai, a guest.
  const email = uniqueEmail('cluster-shopper');
  const created = await poster(nodeA)('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Shopper', lastname: 'One', email, password: GOOD_PASSWORD, amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] },
  });
  assert(!created.errors?.length, `createCustomerV2: ${JSON.stringify(created.errors)}`);
  const signedIn = await poster(nodeA)('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: GOOD_PASSWORD });
  const token = (signedIn.data?.generateCustomerToken as { token: string } | undefined)?.token;
  assert(token, `sign-in: ${JSON.stringify(signedIn.errors)}`);
  const cookie = (i: number, business: boolean) =>
    [`location_key=${encodeURIComponent(areas[i]!.key)}`, `location_value=${encodeURIComponent(areas[i]!.value)}`, ...(business ? ['data-id-redirect=b2b'] : []), '_ga=GA1.1.123.456'].join('; ');
  const shoppers = [
    { name: 'shopper 1', store: 'en', currency: 'USD', cookie: cookie(0, true), token, area: areas[0]!.value, lang: 'en' },
    { name: 'shopper 2', store: 'th', currency: 'THB', cookie: cookie(1, false), token: null, area: areas[1]!.value, lang: 'th' },
  ];
  // A business visitor's "/" is their own page, which the node marks private; a guest's is the shareable landing
  // page. Asked of a node directly first, so the check knows the two apart.
  const isPrivate = (response: Response) => /private/.test(response.headers.get('cache-control') ?? '');
  assert(isPrivate(await fetch(`${nodeA}/en`, { headers: { cookie: 'data-id-redirect=b2b' } })), 'a business visitor\'s "/en" from a node is not private');
  assert(!isPrivate(await fetch(`${nodeA}/en`)), 'a guest\'s "/en" from a node is private');

  const sku = 'CLUSTERRACE';
  const problems: string[] = [];
  let requests = 0;
  for (let round = 0; round < 3; round += 1) {
    for (const [index, s] of shoppers.entries()) {
      const other = shoppers[1 - index]!;
      const headers: Record<string, string> = { store: s.store, 'content-currency': s.currency, cookie: s.cookie };
      // The same URLs for both: only their headers and cookies differ.
      const config = await get(v, '{ storeConfig { store_code } }', undefined, headers);
      if (!config.text.includes(`"store_code":"${s.store}"`)) problems.push(`${s.name} got storeConfig ${config.text.slice(0, 120)}`);
      const price = await get(v, 'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { price_range { minimum_price { final_price { currency } } } } } }', { s: sku }, headers);
      if (!price.text.includes(`"currency":"${s.currency}"`)) problems.push(`${s.name} got prices ${price.text.slice(0, 160)}`);
      const me = await get(v, '{ customer { email } }', undefined, s.token ? { ...headers, authorization: `Bearer ${s.token}` } : headers);
      if (s.token ? !me.text.includes(email) : me.text.includes(email)) problems.push(`${s.name} got customer ${me.text.slice(0, 160)}`);
      const category = await fetch(`${v}/${s.store}/fruits-vegetables.html`, { headers: { cookie: s.cookie } });
      const html = await category.text();
      if (!new RegExp(`<html[^>]*lang="${s.lang}"`).test(html)) problems.push(`${s.name}'s category page is not in ${s.lang}`);
      if (html.includes(other.area)) problems.push(`${s.name}'s category page shows ${other.name}'s delivery area`);
      const home = await fetch(`${v}/en`, { headers: { cookie: s.cookie } });
      const business = s.cookie.includes('data-id-redirect=b2b');
      if (isPrivate(home) !== business) problems.push(`${s.name}'s "/en" is ${business ? 'a shared copy, not their business home' : 'a business home page'} (${home.headers.get('cache-control')}, ${home.headers.get('x-shared-cache')})`);
      await home.arrayBuffer();
      requests += 5;
    }
  }
  assert(problems.length === 0, [...new Set(problems)].join('\n'));
  return `${requests} interleaved requests, each shopper saw only their own`;
}

async function exactlyOnce(
  c: Cluster,
  db: Kysely<Database>,
  smtp: Awaited<ReturnType<typeof startSmtpSink>>,
  pushService: Awaited<ReturnType<typeof startPushService>>,
  victim: Cluster['nodes'][0],
): Promise<string> {
  // A customer subscribed at the push stand-in, then 50 mails and 50 pushes queued at once.
  const email = uniqueEmail('cluster-push');
  const send = poster(c.nodes[0]!.url);
  const created = await send('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Push', lastname: 'Test', email, password: GOOD_PASSWORD, amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] },
  });
  assert(!created.errors?.length, `createCustomerV2: ${JSON.stringify(created.errors)}`);
  const token = ((await send('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: GOOD_PASSWORD })).data?.generateCustomerToken as { token: string }).token;
  const keys = browserKeys();
  const subscribed = await send('mutation ($token: String!) { subscribeFirebase(token: $token) { result message } }', { token: subscriptionJson(pushService, '/cluster', keys) }, { authorization: `Bearer ${token}` });
  assert(!subscribed.errors?.length, `subscribe: ${JSON.stringify(subscribed.errors)}`);
  const customerId = (await db.selectFrom('customer').select('customer_id').where('email', '=', email).executeTakeFirstOrThrow()).customer_id;
  const mailsBefore = smtp.received.length;
  const pushesBefore = pushService.received.length;
  const now = new Date();
  await db.insertInto('push_message').values(Array.from({ length: 50 }, (_, i) => ({ customer_id: customerId, kind: 'cluster', title: `cluster push ${i}`, body: 'once', next_attempt_at: now, created_at: now }))).execute();
  for (let i = 0; i < 50; i += 1) await queueMail(db, { to: 'once@cluster.test', subject: `cluster mail ${i}`, text: 'once', kind: 'test', storeCode: 'en' });

  // Mid-batch: once the first mails and pushes have arrived, node C dies without a word.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (smtp.received.length - mailsBefore < 3 || pushService.received.length - pushesBefore < 1)) await sleep(50);
  await stopChild(victim.child, 'SIGKILL');
  const killedAt = Date.now();

  const mailSubjects = () => smtp.received.slice(mailsBefore).map((m) => m.subject).filter((s) => s.startsWith('cluster mail '));
  const pushTitles = () =>
    pushService.received.slice(pushesBefore).filter((r) => r.path === '/cluster' && r.status < 300).map((r) => {
      try {
        return (JSON.parse(decryptPush(r.body, keys)) as { title?: string; notification?: { title?: string } }).title ?? '';
      } catch {
        return '';
      }
    });
  const unsentRows = async () => (await db.selectFrom('mail_outbox').select(['status']).where('to_address', '=', 'once@cluster.test').execute()).filter((r) => r.status !== 'sent').length;
  // Everything must arrive, also what node C held when it died (its 15 s lease runs out). A mail C handed to SMTP
  // just before the kill has arrived but its row is still C's: wait for the row too, which the resend settles.
  const waitUntil = Date.now() + 90_000;
  while (Date.now() < waitUntil && (new Set(mailSubjects()).size < 50 || new Set(pushTitles()).size < 50 || (await unsentRows()) > 0)) await sleep(250);
  const mails = mailSubjects();
  const pushes = pushTitles();
  const twice = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i);
  const messageIds = new Map<string, Set<string>>();
  for (const m of smtp.received.slice(mailsBefore)) messageIds.set(m.subject, (messageIds.get(m.subject) ?? new Set()).add(m.messageId));
  const problems: string[] = [];
  if (new Set(mails).size !== 50) problems.push(`${new Set(mails).size} of 50 mails arrived`);
  if (new Set(pushes).size !== 50) problems.push(`${new Set(pushes).size} of 50 pushes arrived`);
  // A resend is allowed only of the one mail node C was handing to SMTP when killed, and must carry the same Message-ID.
  const mailTwice = twice(mails);
  if (mailTwice.length > 1) problems.push(`mails sent twice: ${mailTwice.join(', ')}`);
  for (const subject of mailTwice) if ((messageIds.get(subject)?.size ?? 0) !== 1) problems.push(`"${subject}" was resent with another Message-ID`);
  const pushTwice = twice(pushes);
  if (pushTwice.length > 1) problems.push(`pushes sent twice: ${pushTwice.join(', ')}`);
  const unsent = await unsentRows();
  if (unsent > 0) problems.push(`outbox rows not sent: ${unsent}`);
  assert(problems.length === 0, problems.join('\n'));
  return `50 mails (${mailTwice.length} resent with its Message-ID), 50 pushes (${pushTwice.length} twice); all in ${Math.round((Date.now() - killedAt) / 100) / 10} s after the kill`;
}

void main();
