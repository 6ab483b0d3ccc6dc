// Currencies for the currency switch (storefront spec section 4). current_currency_code is client-side: the
// stored selection when it is still offered, else the store's default display currency.
import type { GraphQLClient } from '../graphql-client';
import { GetCurrencyDataDocument } from '../../gql/generated/graphql';

/** Spec section 1: the fallback currency code when none is set. */
export const FALLBACK_CURRENCY_CODE = 'USD';

export interface CurrencyInfo {
  currentCode: string;
  defaultDisplayCode: string;
  availableCodes: string[];
}

export async function fetchCurrency(client: GraphQLClient, storedCode: string | null | undefined): Promise<CurrencyInfo> {
  const { currency } = await client.request(GetCurrencyDataDocument, {});
  const availableCodes = (currency?.available_currency_codes ?? []).filter((code): code is string => !!code);
  const defaultDisplayCode = currency?.default_display_currency_code ?? currency?.base_currency_code ?? FALLBACK_CURRENCY_CODE;
  const currentCode = storedCode && availableCodes.includes(storedCode) ? storedCode : defaultDisplayCode;
  return { currentCode, defaultDisplayCode, availableCodes };
}
