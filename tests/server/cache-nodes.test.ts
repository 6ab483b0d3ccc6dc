import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { PUBLIC_QUERY_FIELDS } from '../../server/graphql/cache-policy';
import { ROOT_FIELD_TAGS } from '../../server/graphql/cache-tags';
import { takeStock } from '../../server/modules/inventory/stock';
import { insertStockedProduct } from './support/checkout-flow';
import { graphqlGet } from './support/graphql-request';
import { databaseName, dropDatabase, recreateDatabase, withDatabase } from './support/seeded-database';
import { buildTestApp, type TestApp } from './support/test-app';

// Several nodes on one PostgreSQL (issue 29): a change written through one node reaches the others' response
// caches at once through LISTEN/NOTIFY, or within the poll without it; orders of different products do not
// wait on one another. PGlite is one process: there the poll is all there is (cache-scopes.test.ts).

describe('cache tags cover every public root field', () => {
  it('names tags for each field the cache policy lets be public', () => {
    expect([...PUBLIC_QUERY_FIELDS].filter((field) => !(field in ROOT_FIELD_TAGS))).toEqual([]);
  });
});

const templateUrl = inject('seededDatabase').databaseUrl;

describe.skipIf(!templateUrl)('nodes on one PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const apps: TestApp[] = [];
  let name = '';
  let notified: TestApp;
  let polling: TestApp;
  let writer: DatabaseHandle;

  beforeAll(async () => {
    if (!templateUrl) return;
    const template = databaseName(templateUrl);
    name = `${template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
    await recreateDatabase(templateUrl, name, template);
    const url = withDatabase(templateUrl, name);
    for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ databaseUrl: url, poolSize: 4 }));
    const [a, b, c] = handles as [DatabaseHandle, DatabaseHandle, DatabaseHandle];
    writer = a;
    apps.push(await buildTestApp({ database: a, databaseUrl: url }));
    notified = await buildTestApp({ database: b, databaseUrl: url });
    // No URL: this node does not LISTEN, as when its listening connection is down.
    polling = await buildTestApp({ database: c });
    apps.push(notified, polling);
    await insertStockedProduct(writer.db, 974_001, 'NODE-A', 10_000, 100);
    await insertStockedProduct(writer.db, 974_002, 'NODE-B', 10_000, 100);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    if (templateUrl && name) await dropDatabase(templateUrl, name);
  });

  const BLOCKS = 'query nodeBlocks($ids: [String]) { cmsBlocks(identifiers: $ids) { items { content } } }';
  const blockOn = (node: TestApp) => graphqlGet<{ cmsBlocks: { items: { content: string }[] } }>(node.app, { query: BLOCKS, variables: { ids: ['promo'] }, store: 'en' });

  /** Milliseconds until the node answers with `content` (asking every 5 ms). */
  async function delayUntil(node: TestApp, content: string, since: number): Promise<number> {
    for (;;) {
      const { body } = await blockOn(node);
      if (body.data?.cmsBlocks.items[0]?.content.includes(content)) return Date.now() - since;
      if (Date.now() - since > 5000) throw new Error(`no change seen after 5 s (${content})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('shows a CMS change written through one node on the others: at once with NOTIFY, within the poll without', async () => {
    const delays: { notify: number[]; poll: number[] } = { notify: [], poll: [] };
    for (let round = 0; round < 5; round += 1) {
      for (const node of [notified, polling]) {
        await blockOn(node);
        expect((await blockOn(node)).response.headers['x-cache']).toBe('HIT');
      }
      const content = `<p>round ${round} ${randomBytes(3).toString('hex')}</p>`;
      await writer.db.updateTable('cms_block').set({ content }).where('identifier', '=', 'promo').execute();
      const since = Date.now();
      const [notify, poll] = await Promise.all([delayUntil(notified, content, since), delayUntil(polling, content, since)]);
      delays.notify.push(notify);
      delays.poll.push(poll);
    }
    console.log(`invalidation delay across nodes (ms), LISTEN/NOTIFY: ${delays.notify.join(', ')}; poll only: ${delays.poll.join(', ')}`);
    expect(Math.max(...delays.notify)).toBeLessThan(500);
    expect(Math.max(...delays.poll)).toBeLessThan(2000);
  });

  it('lets orders of different products take stock at the same time (no shared version row)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstTaken: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => {
      firstTaken = resolve;
    });
    const first = writer.db.transaction().execute(async (trx) => {
      await takeStock(trx, [{ product_id: 974_001, qty4: 10_000 }]);
      firstTaken();
      await held;
    });
    await taken;
    const started = Date.now();
    await (handles[1] as DatabaseHandle).db.transaction().execute((trx) => takeStock(trx, [{ product_id: 974_002, qty4: 10_000 }]));
    const waited = Date.now() - started;
    release();
    await first;
    console.log(`second order's stock update while the first is still open: ${waited} ms`);
    expect(waited).toBeLessThan(1000);
  });
});
