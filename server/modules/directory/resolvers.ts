import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { storeDirectoryFor } from '../store/store-directory';
import { currencySymbol } from './currency-symbol';
import { toIntlLocale } from '../../../src/lib/intl-locale';

export const resolvers: Resolvers = {
  Query: {
    /**
     * Magento's currency query: base and default display currency of the store, the display currencies it
     * allows, and the rates from the base currency to each of them that has a rate (base → base is 1).
     */
    currency: async (_parent, _args, context) => {
      const snapshot = await storeDirectoryFor(context.db).snapshot();
      const store = snapshot.byCode.get(context.store.code) ?? snapshot.defaultStore;
      const base = snapshot.config(store.store_id, 'currency/options/base') ?? store.base_currency;
      const display = snapshot.config(store.store_id, 'currency/options/default') ?? store.default_display_currency;
      const available = snapshot.allowedCurrencies(store);
      const locale = toIntlLocale(store.locale);
      const rates = available.flatMap((code) => {
        if (code === base) return [{ currency_to: code, rate: 1 }];
        const rate = snapshot.rates.find((candidate) => candidate.base === base && candidate.target === code);
        return rate ? [{ currency_to: code, rate: rate.rate }] : [];
      });
      return {
        base_currency_code: base,
        base_currency_symbol: currencySymbol(base, locale),
        default_display_currency_code: display,
        default_display_currency_symbol: currencySymbol(display, locale),
        available_currency_codes: available,
        exchange_rates: rates,
      };
    },
  },
};
