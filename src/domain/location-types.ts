// The delivery area (postcode) lookup as the adapter answers it (storefront spec section 4, getRegionsData).

/** One answer row of the postcode lookup (getRegionsData: key, location, active). */
export interface LocationOption {
  key: string;
  location: string;
  active: boolean;
}

/** null or [] when the postcode is outside every area. */
export type LookupLocationsOutput = LocationOption[] | null;
