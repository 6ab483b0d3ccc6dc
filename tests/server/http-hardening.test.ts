import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { MEDIA_WIDTHS, parseMediaVariant } from '../../server/media/media-params';
import { MediaTransformer } from '../../server/media/media-transform';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Issue 14, findings 3, 4 and 7: forwarded headers, logs, framework codes, CSP/HSTS, long Thai slugs and
 * the image resizer's bounds.
 */
const logLines: Record<string, unknown>[] = [];
let t: TestApp;
let proxied: Awaited<ReturnType<typeof buildApp>>;
let dist = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'talat-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>talat</title>');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await buildTestApp({ distDir: dist, logger: { level: 'info', stream } });
  // The same shop behind a configured proxy (10.0.0.1) with a configured public URL.
  proxied = await buildApp({
    config: { dataDir: t.dataDir, distDir: dist, mediaDir: t.mediaDir, magentoBackendUrl: undefined, trustedProxies: ['10.0.0.1'], paymentOrigins: ['https://pay.example'] },
    db: t.database.db,
  });
  await proxied.ready();
});
afterAll(async () => {
  await proxied.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const STORE_CONFIG = '/graphql?query=%7B%20storeConfig%20%7B%20base_url%20secure_base_url%20base_link_url%20%7D%20%7D';

describe('forwarded headers', () => {
  it('ignores X-Forwarded-Host from a client that is not a configured proxy (it used to end up in cached base URLs)', async () => {
    const response = await t.app.inject({ method: 'GET', url: STORE_CONFIG, remoteAddress: '203.0.113.9', headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(response.body).not.toContain('evil.example');
    expect(response.json().data.storeConfig.base_url).toBe('http://shop.example/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('honours them from a configured proxy, with HSTS over https', async () => {
    const response = await proxied.inject({ method: 'GET', url: STORE_CONFIG, remoteAddress: '10.0.0.1', headers: { host: 'internal:8080', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' } });
    expect(response.json().data.storeConfig.base_url).toBe('https://shop.example/');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('uses TALAT_BASE_URL over any host when configured', async () => {
    const configured = await buildApp({
      config: { dataDir: t.dataDir, distDir: dist, mediaDir: t.mediaDir, magentoBackendUrl: undefined, baseUrl: 'https://www.talat.example' },
      db: t.database.db,
    });
    const response = await configured.inject({ method: 'GET', url: STORE_CONFIG, headers: { host: 'other.example' } });
    expect(response.json().data.storeConfig.base_url).toBe('https://www.talat.example/');
    await configured.close();
  });

  it('marks cacheable answers with the Vary headers they depend on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql?query=%7B%20storeConfig%20%7B%20store_code%20%7D%20%7D' });
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(String(response.headers.vary)).toMatch(/Store.*Content-Currency.*Authorization/);
  });
});

describe('logs', () => {
  it('writes one line per request with route, status, duration and request id, and nothing of the query', async () => {
    logLines.length = 0;
    const email = 'secret.person@example.com';
    const response = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`{ isEmailAvailable(email: "${email}") { is_email_available } }`)}&variables=%7B%22cart%22%3A%22abc123cart%22%7D`,
    });
    await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    const lines = logLines.filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: 'GET', route: '/graphql', status: 200, reqId: response.headers['x-request-id'] });
    expect(typeof lines[0]!.ms).toBe('number');
    // The malformed request is answered once: no "Reply was already sent" warnings, no second 500.
    expect(logLines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    const all = JSON.stringify(logLines);
    for (const secret of [email, 'abc123cart', 'isEmailAvailable', 'variables']) expect(all).not.toContain(secret);
  });
});

describe('HTTP', () => {
  it('keeps fastify error codes away from clients', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/%ff%fe' },
      { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '' },
      { method: 'POST' as const, url: '/health', headers: { 'content-type': 'application/json' }, payload: '{' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.body, request.url).not.toContain('FST_');
    }
  });

  it('serves a Thai slug over 85 characters like any other page (it used to answer 403 JSON)', async () => {
    const name = 'ข้าวหอมมะลิแท้ร้อยเปอร์เซ็นต์จากทุ่งกุลาร้องไห้จังหวัดร้อยเอ็ดบรรจุถุงสุญญากาศขนาดห้ากิโลกรัมคุณภาพส่งออก';
    const slug = encodeURIComponent(name);
    expect(slug.length).toBeGreaterThan(85 * 3);
    // A product at that path is its page; an unknown path that long is "not found", as a short one is.
    const product = await t.database.db.selectFrom('product').select('product_id').where('status', '=', 1).where('visibility', '=', 4).orderBy('product_id').executeTakeFirstOrThrow();
    await t.database.db.insertInto('url_rewrite').values({ store_id: 1, request_path: `${name}.html`, target_path: `catalog/product/view/id/${product.product_id}`, entity_type: 'PRODUCT', entity_id: product.product_id, redirect_type: 0 }).execute();
    const page = await t.app.inject({ method: 'GET', url: `/${slug}.html`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const unknown = await t.app.inject({ method: 'GET', url: `/${slug}-x.html`, headers: { accept: 'text/html' } });
    const short = await t.app.inject({ method: 'GET', url: `/${encodeURIComponent('ไม่มี')}.html`, headers: { accept: 'text/html' } });
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([short.statusCode, short.headers['content-type']]);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    // Worked out like any page: no "page head could not be worked out" error in the log.
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('sends a CSP without blanket https: sources, allowing configured payment origins', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['content-security-policy']).not.toMatch(/\shttps:(\s|;|$)/);
    const withPayments = await proxied.inject({ method: 'GET', url: '/health' });
    expect(withPayments.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/pay\.example/);
  });
});

describe('image resizer bounds', () => {
  it('snaps any width, height and quality to the storefront’s few variants', () => {
    const widths = new Set<number>();
    const variants = new Set<string>();
    for (let width = 1; width <= 4000; width += 7) {
      for (const quality of ['1', '50', '85', '100']) {
        const variant = parseMediaVariant({ width: String(width), height: String(width * 3), quality }, undefined)!;
        widths.add(variant.width!);
        variants.add(`${variant.width}x${variant.height}q${variant.quality}`);
      }
    }
    expect([...widths].sort((a, b) => a - b)).toEqual([...MEDIA_WIDTHS]);
    expect(variants.size).toBeLessThanOrEqual(MEDIA_WIDTHS.length * 2);
  });

  it('keeps its disk cache under the bound, evicting the least recently used variants', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'talat-media-cache-'));
    const source = join(inject('seededDatabase').mediaDir, 'catalog/category/noodles.jpg');
    const transformer = new MediaTransformer(cacheDir, 40_000);
    for (const width of MEDIA_WIDTHS.slice(0, 7)) {
      await transformer.variant(source, parseMediaVariant({ width: String(width), format: 'png' }, undefined)!);
    }
    await transformer.settled();
    const files = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(transformer.cachedBytes).toBeLessThanOrEqual(40_000);
    expect(files.length).toBeLessThan(7);
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
