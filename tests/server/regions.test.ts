import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// The storefront's query (src/gql/operations/regions/getRegionsData.graphql).
const REGIONS = 'query getRegionsData($postcode: String!) { getRegionsData(postcode: $postcode) { location active key } }';
type Regions = { getRegionsData: { location: string; active: boolean; key: string }[] };

describe('getRegionsData', () => {
  it('lists the delivery areas of a postcode in the store view\'s language', async () => {
    const th = await graphqlGet<Regions>(t.app, { query: REGIONS, variables: { postcode: '10110' }, store: 'th' });
    expect(th.body.errors).toBeUndefined();
    const areas = th.body.data?.getRegionsData ?? [];
    expect(areas.length).toBeGreaterThan(1);
    expect(areas).toContainEqual({ key: '10110-1', location: 'คลองตัน, คลองเตย, กรุงเทพมหานคร 10110', active: true });
    const en = await graphqlGet<Regions>(t.app, { query: REGIONS, variables: { postcode: '10110' }, store: 'en' });
    expect(en.body.data?.getRegionsData).toContainEqual({ key: '10110-1', location: 'Khlong Tan, Khlong Toei, Bangkok 10110', active: true });
  });

  it('marks areas outside delivery as inactive', async () => {
    const { body } = await graphqlGet<Regions>(t.app, { query: REGIONS, variables: { postcode: '20000' } });
    const areas = body.data?.getRegionsData ?? [];
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((area) => area.active === false)).toBe(true);
  });

  it('answers an unknown postcode with an empty list and a malformed one with graphql-input', async () => {
    expect((await graphqlGet<Regions>(t.app, { query: REGIONS, variables: { postcode: '99999' } })).body.data).toEqual({ getRegionsData: [] });
    const bad = await graphqlGet(t.app, { query: REGIONS, variables: { postcode: '10a' } });
    expect(bad.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});
