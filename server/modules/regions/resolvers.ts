import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';

/** Thai postcodes are five digits; anything else cannot match a delivery area. */
const POSTCODE = /^\d{5}$/;

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
      const thai = context.store.locale.startsWith('th');
      const rows = await context.db
        .selectFrom('delivery_area')
        .select(['area_key', 'location_th', 'location_en', 'active'])
        .where('postcode', '=', postcode)
        .orderBy('active', 'desc')
        .orderBy(thai ? 'location_th' : 'location_en')
        .execute();
      return rows.map((row) => ({ key: row.area_key, location: thai ? row.location_th : row.location_en, active: row.active }));
    },
  },
};
