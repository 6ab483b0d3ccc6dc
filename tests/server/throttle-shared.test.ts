import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import type { GraphQLBody } from './support/graphql-request';
import { openTestDatabase, type TestApp } from './support/test-app';

/**
 * Issue 29: throttle counters are shared by every node on one database and survive a restart. Each "node"
 * is an app built from a fresh copy of the server's modules (vi.resetModules), so nothing counted in one
 * node's memory is seen by another: only what the database keeps is.
 */
let database: DatabaseHandle;
const nodes: TestApp[] = [];

/** A node of its own: the server's modules loaded afresh, on the shared database. */
async function startNode(): Promise<TestApp> {
  vi.resetModules();
  const { buildTestApp } = await import('./support/test-app');
  const node = await buildTestApp({ database });
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const node of nodes) await node.close();
  await database.close();
});

async function signIn(node: TestApp, email: string, password: string, remoteAddress: string) {
  const response = await node.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', store: 'en' },
    payload: JSON.stringify({ query: `mutation { generateCustomerToken(email: "${email}", password: "${password}") { token } }` }),
  });
  return { category: response.json<GraphQLBody>().errors?.[0]?.extensions?.category ?? 'ok', retryAfter: response.headers['retry-after'] };
}

describe('throttles across nodes', () => {
  const [somchai] = DEMO_CUSTOMERS;

  it('locks an account after ten failures spread over two nodes, and the lock outlives a restart', async () => {
    const a = await startNode();
    const b = await startNode();
    const categories: string[] = [];
    for (let i = 0; i < 10; i++) categories.push((await signIn(i % 2 ? b : a, somchai.email, 'wrong-guess', `10.29.0.${i + 1}`)).category);
    expect(categories).toEqual(Array(10).fill('graphql-authentication'));
    // The eleventh, on either node and from a new address, waits: each node saw only five.
    for (const node of [a, b]) {
      const refused = await signIn(node, somchai.email, somchai.password, '10.29.1.1');
      expect(refused.category).toBe('graphql-too-many-requests');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Both nodes restart (their memory is gone); the database still holds the count.
    await a.close();
    await b.close();
    nodes.length = 0;
    const c = await startNode();
    const afterRestart = await signIn(c, somchai.email, somchai.password, '10.29.1.2');
    expect(afterRestart.category).toBe('graphql-too-many-requests');
    expect(Number(afterRestart.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it('clears an account on whichever node it signs in to', async () => {
    const malee = DEMO_CUSTOMERS[1];
    const a = await startNode();
    const b = await startNode();
    for (let i = 0; i < 9; i++) await signIn(a, malee.email, 'wrong-guess', '10.29.2.1');
    expect((await signIn(b, malee.email, malee.password, '10.29.2.2')).category).toBe('ok');
    // The success on B reset the nine failures counted on A: ten more are allowed again.
    const categories: string[] = [];
    for (let i = 0; i < 10; i++) categories.push((await signIn(a, malee.email, 'wrong-guess', '10.29.2.3')).category);
    expect(categories).toEqual(Array(10).fill('graphql-authentication'));
    expect((await signIn(b, malee.email, malee.password, '10.29.2.4')).category).toBe('graphql-too-many-requests');
  });
});
