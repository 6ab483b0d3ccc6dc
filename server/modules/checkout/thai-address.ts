import { getDistricts, getProvinces, getSubDistricts } from 'thai-address-universal';

/**
 * Thailand's provinces, districts, sub-districts and postcodes from thai-address-universal (the maintained
 * dataset, not a hand-typed list), indexed once per process. Provinces are Magento regions of country TH:
 * region_code is the ISO 3166-2:TH code ("TH-10" Bangkok, which is also the official 2-digit geocode) and
 * region_id the geocode as a number; city_id and sub_district_id are the 4- and 6-digit geocodes.
 */
export interface ThaiProvince {
  regionId: number;
  regionCode: string;
  nameTh: string;
  nameEn: string;
}

export interface ThaiPlace {
  province: ThaiProvince;
  districtId: number;
  districtTh: string;
  districtEn: string;
  subDistrictId: number;
  subDistrictTh: string;
  subDistrictEn: string;
  postcode: string;
}

interface ThaiDirectory {
  provinces: ThaiProvince[];
  byPostcode: Map<string, ThaiPlace[]>;
}

let loading: Promise<ThaiDirectory> | null = null;

async function load(): Promise<ThaiDirectory> {
  const provinces: ThaiProvince[] = [];
  const byPostcode = new Map<string, ThaiPlace[]>();
  const seen = new Set<string>();
  for (const p of await getProvinces()) {
    const province = { regionId: Number(p.code), regionCode: `TH-${p.code}`, nameTh: p.nameTh, nameEn: p.nameEn };
    provinces.push(province);
    for (const d of await getDistricts(p.code)) {
      for (const s of await getSubDistricts(d.code)) {
        if (!s.postalCode) continue;
        const key = `${s.code}:${s.postalCode}:${s.nameTh}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const place: ThaiPlace = {
          province,
          districtId: Number(d.code),
          districtTh: d.nameTh,
          districtEn: d.nameEn,
          subDistrictId: Number(s.code),
          subDistrictTh: s.nameTh,
          subDistrictEn: s.nameEn,
          postcode: s.postalCode,
        };
        const list = byPostcode.get(s.postalCode) ?? [];
        list.push(place);
        byPostcode.set(s.postalCode, list);
      }
    }
  }
  provinces.sort((a, b) => a.nameTh.localeCompare(b.nameTh, 'th'));
  return { provinces, byPostcode };
}

function directory(): Promise<ThaiDirectory> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function thaiProvinces(): Promise<ThaiProvince[]> {
  return (await directory()).provinces;
}

/** Every sub-district a postcode serves (empty for a postcode that does not exist). */
export async function placesByPostcode(postcode: string): Promise<ThaiPlace[]> {
  return (await directory()).byPostcode.get(postcode.trim()) ?? [];
}

/** Names compare without spaces, case and the common Thai prefixes people type (จ. อ. ต. เขต แขวง …). */
export function normaliseName(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/^(จังหวัด|จ\.|อำเภอ|อ\.|เขต|ตำบล|ต\.|แขวง)\s*/u, '')
    .replace(/\s+/g, '')
    .replace(/[-.'’]/g, '');
}

/** A province by what a client sends as region: ISO code (TH-10), geocode (10), Thai or English name. */
export async function findProvince(region: string | null | undefined, regionId: number | null | undefined): Promise<ThaiProvince | undefined> {
  const provinces = await thaiProvinces();
  if (regionId) return provinces.find((p) => p.regionId === regionId);
  if (!region) return undefined;
  const wanted = region.trim();
  const byCode = provinces.find((p) => p.regionCode.toLowerCase() === wanted.toLowerCase() || String(p.regionId) === wanted.replace(/^0+/, ''));
  if (byCode) return byCode;
  const name = normaliseName(wanted);
  return provinces.find((p) => normaliseName(p.nameTh) === name || normaliseName(p.nameEn) === name);
}
