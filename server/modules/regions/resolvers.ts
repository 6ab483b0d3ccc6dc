import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { thaiProvinces } from '../checkout/thai-address';
import { thaiAddressByPostcode } from './thai-address-lookup';
import { languageOfLocale, storeLanguage } from '../../i18n/store-language';

/** Thai postcodes are five digits; anything else cannot match a delivery area. */
const POSTCODE = /^\d{5}$/;

async function thailand(locale: string) {
  const thai = languageOfLocale(locale) === 'th';
  const provinces = await thaiProvinces();
  return {
    id: 'TH',
    two_letter_abbreviation: 'TH',
    three_letter_abbreviation: 'THA',
    full_name_locale: thai ? 'ไทย' : 'Thailand',
    full_name_english: 'Thailand',
    available_regions: provinces.map((p) => ({ id: p.regionId, code: p.regionCode, name: thai ? p.nameTh : p.nameEn })),
  };
}

export const resolvers: Resolvers = {
  Query: {
    /**
     * The sub-districts of a postcode, labelled in the store view's language, each with whether the shop
     * delivers there. An unknown postcode is an empty list (the storefront shows its "outside our service
     * area" text); a malformed one is an input error (shown as an error toast).
     */
    getRegionsData: async (_parent, args, context) => {
      const postcode = args.postcode.trim();
      if (!POSTCODE.test(postcode)) throw new GraphQlInputException(msg('Please enter a valid 5-digit postal code.'));
      const thai = storeLanguage(context.store) === 'th';
      const rows = await context.db
        .selectFrom('delivery_area')
        .select(['area_key', 'location_th', 'location_en', 'active'])
        .where('postcode', '=', postcode)
        .orderBy('active', 'desc')
        .orderBy(thai ? 'location_th' : 'location_en')
        .execute();
      return rows.map((row) => ({ key: row.area_key, location: thai ? row.location_th : row.location_en, active: row.active }));
    },
    getThaiAddressByPostcode: async (_parent, args, context) => {
      const postcode = args.postcode.trim();
      if (!POSTCODE.test(postcode)) throw new GraphQlInputException(msg('Please enter a valid 5-digit postal code.'));
      return thaiAddressByPostcode(context.db, postcode, storeLanguage(context.store) === 'th');
    },
    // The shop sells in Thailand only (spec section 9: country fixed at TH); its regions are the provinces.
    countries: async (_parent, _args, context) => [await thailand(context.store.locale)],
    country: async (_parent, args, context) => {
      if (args.id && args.id.toUpperCase() !== 'TH') throw new GraphQlNoSuchEntityException(msg('The country isn\'t available.'));
      return thailand(context.store.locale);
    },
  },
};
