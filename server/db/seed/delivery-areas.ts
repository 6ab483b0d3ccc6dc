import { getDistricts, getProvinces, getSubDistricts } from 'thai-address-universal';
import { insertRows, type Row } from './insert-rows';
import type { SeedContext } from './seed-context';

/** Bangkok and the three neighbouring provinces are delivered to. */
const ACTIVE_PROVINCES = ['10', '12', '13', '11'];
/** Present so their postcodes answer "outside delivery area" rather than "not found". */
const INACTIVE_PROVINCES = ['73', '20', '50', '83'];

/**
 * One row per sub-district and postcode from thai-address-universal. The dataset's geocodes are neither
 * unique nor always present, so the key is `<postcode>-<n>`: the n-th sub-district of that postcode in the
 * package's order (province, district, sub-district), stable for a given package version.
 */
export async function seedDeliveryAreas(ctx: SeedContext): Promise<number> {
  const provinces = await getProvinces();
  const rows: Row<'delivery_area'>[] = [];
  const perPostcode = new Map<string, number>();
  const seen = new Set<string>();
  for (const code of [...ACTIVE_PROVINCES, ...INACTIVE_PROVINCES]) {
    const province = provinces.find((p) => p.code === code);
    if (!province) continue;
    for (const district of await getDistricts(province.code)) {
      for (const sub of await getSubDistricts(district.code)) {
        if (!sub.postalCode) continue;
        const locationTh = `${sub.nameTh}, ${district.nameTh}, ${province.nameTh} ${sub.postalCode}`;
        if (seen.has(locationTh)) continue;
        seen.add(locationTh);
        const n = (perPostcode.get(sub.postalCode) ?? 0) + 1;
        perPostcode.set(sub.postalCode, n);
        rows.push({
          area_key: `${sub.postalCode}-${n}`,
          postcode: sub.postalCode,
          location_th: locationTh,
          location_en: `${sub.nameEn}, ${district.nameEn}, ${province.nameEn} ${sub.postalCode}`,
          active: ACTIVE_PROVINCES.includes(code),
        });
      }
    }
  }
  await insertRows(ctx.db, 'delivery_area', rows);
  return rows.length;
}
