import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ThaiAddressOption } from '../../graphql/generated/resolvers-types';
import { placesByPostcode } from '../checkout/thai-address';

/**
 * The sub-districts a postcode serves, with district and province, for the postcode-first address form:
 * typing the postcode fills the rest (one choice) or offers the few that share it. `delivers` comes from
 * the delivery areas, matched by sub-district name within the postcode.
 */
export async function thaiAddressByPostcode(db: Kysely<Database>, postcode: string, thai: boolean): Promise<ThaiAddressOption[]> {
  const places = await placesByPostcode(postcode);
  if (places.length === 0) return [];
  const areas = await db.selectFrom('delivery_area').select(['location_th', 'active']).where('postcode', '=', postcode).execute();
  return places.map((place) => ({
    postcode: place.postcode,
    sub_district: thai ? place.subDistrictTh : place.subDistrictEn,
    sub_district_id: place.subDistrictId,
    city: thai ? place.districtTh : place.districtEn,
    city_id: place.districtId,
    region: thai ? place.province.nameTh : place.province.nameEn,
    region_id: place.province.regionId,
    region_code: place.province.regionCode,
    delivers: areas.some((area) => area.active && area.location_th.startsWith(`${place.subDistrictTh},`)),
  }));
}
