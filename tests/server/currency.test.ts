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

describe('currency', () => {
  it('answers base and display currency, the allowed codes and rates from the base currency', async () => {
    const { body } = await graphqlGet<{ currency: Record<string, unknown> }>(t.app, {
      query: '{ currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.currency).toEqual({
      base_currency_code: 'THB',
      base_currency_symbol: '฿',
      default_display_currency_code: 'THB',
      default_display_currency_symbol: '฿',
      available_currency_codes: ['JPY', 'THB', 'USD'],
      exchange_rates: [
        { currency_to: 'JPY', rate: 4.45 },
        { currency_to: 'THB', rate: 1 },
        { currency_to: 'USD', rate: 0.0295 },
      ],
    });
  });
});
