import { describe, expect, it } from 'vitest';
import type { GraphQLClient } from '../graphql-client';
import { fetchCatalogSettings } from './catalog-settings-api';

// The catalogue settings are kept per client and store view (issue 13: a cache keyed by what changes its answer):
// asked once per store view, asked again for another one, never shared between two clients (two shoppers).

function fakeClient(initialStore: string) {
  let store = initialStore;
  const asked: string[] = [];
  const client: GraphQLClient = {
    storeView: () => store,
    remember: (_key, load) => load(),
    request: async <TResult,>(document: unknown): Promise<TResult> => {
      asked.push(`${store}:${/query getpagesize\b/i.test(String(document)) ? 'size' : 'config'}`);
      const perPage = store === 'en' ? 24 : 12;
      return { storeConfig: { grid_per_page: perPage, cms_home_page: `home-${store}` } } as TResult;
    },
  };
  return { client, asked, switchTo: (code: string) => void (store = code) };
}

describe('catalogue settings cache', () => {
  it('asks once per client and store view', async () => {
    const { client, asked, switchTo } = fakeClient('th');
    const first = fetchCatalogSettings(client);
    expect(fetchCatalogSettings(client)).toBe(first);
    await expect(first).resolves.toMatchObject({ pageSize: 12, homePageIdentifier: 'home-th' });
    expect(asked).toEqual(['th:config', 'th:size']);

    switchTo('en');
    await expect(fetchCatalogSettings(client)).resolves.toMatchObject({ pageSize: 24, homePageIdentifier: 'home-en' });
    expect(asked).toHaveLength(4);
    switchTo('th');
    expect(fetchCatalogSettings(client)).toBe(first);
  });

  it('keeps nothing between two clients', async () => {
    const one = fakeClient('th');
    const two = fakeClient('th');
    await fetchCatalogSettings(one.client);
    await fetchCatalogSettings(two.client);
    expect([one.asked.length, two.asked.length]).toEqual([2, 2]);
  });
});
