import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQlInputException } from '../../server/graphql/errors';
import { assertPaging, QUERY_LIMITS } from '../../server/graphql/limits';
import { msg } from '../../server/i18n/message';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlPost } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('abuse limits', () => {
  it('rejects queries deeper than the limit', async () => {
    // Introspection is exempt from the depth count; __type(name:) on a real type is not exempt from nesting via ofType,
    // so nest a real selection instead: route → ... through fragments on recursive CategoryTree children.
    let selection = 'uid';
    for (let level = 0; level < QUERY_LIMITS.maxDepth + 2; level++) selection = `children { ${selection} }`;
    const { body } = await graphqlPost(t.app, { query: `{ categories { items { ${selection} } } }` });
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql');
    expect(body.data).toBeUndefined();
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ');
    const { body } = await graphqlPost(t.app, { query: `{ ${aliases} }` });
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql');
  });

  it('rejects queries above the cost limit', async () => {
    const fields = 'store_code store_name locale base_url copyright welcome default_title logo_alt timezone weight_unit';
    const repeated = Array.from({ length: 14 }, (_, i) => `... on Query { s${i}: availableStores { ${fields} } }`).join(' ');
    const { body } = await graphqlPost(t.app, { query: `{ ${repeated} ${repeated.replace(/ s(\d+):/g, ' t$1:')} }` });
    const messages = (body.errors ?? []).map((error) => error.message).join(' ');
    expect(messages).toMatch(/cost|alias/i);
    expect(body.errors?.every((error) => error.extensions?.category === 'graphql')).toBe(true);
  });

  it('rejects documents with too many tokens before parsing them whole', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => 'store_code').join(' ');
    const { body } = await graphqlPost(t.app, { query: `{ storeConfig { ${fields} } }` });
    expect(body.errors?.[0]?.message).toMatch(/tokens/i);
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql');
  });
});

describe('assertPaging (the shared pageSize cap)', () => {
  it('passes sensible paging and applies Magento defaults', () => {
    expect(assertPaging({})).toEqual({ pageSize: 20, currentPage: 1 });
    expect(assertPaging({ pageSize: QUERY_LIMITS.maxPageSize, currentPage: 3 })).toEqual({ pageSize: 100, currentPage: 3 });
  });

  it('throws graphql-input errors with Magento messages', () => {
    expect(() => assertPaging({ pageSize: 0 })).toThrow(new GraphQlInputException(msg('pageSize value must be greater than 0.')));
    expect(() => assertPaging({ currentPage: 0 })).toThrow('currentPage value must be greater than 0.');
    expect(() => assertPaging({ pageSize: QUERY_LIMITS.maxPageSize + 1 })).toThrow(GraphQlInputException);
    try {
      assertPaging({ pageSize: 5000 });
    } catch (error) {
      expect((error as GraphQlInputException).category).toBe('graphql-input');
    }
  });
});
