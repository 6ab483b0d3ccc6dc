// Address formatting of storefront spec section 5: the country is forced to TH and the region looked up by
// region_code among the country's regions; billing "same as shipping" takes the shipping address.
import type { CheckoutAddress, Region } from '../domain/checkout-types';

export const CHECKOUT_COUNTRY = 'TH';

export function formatAddress(address: CheckoutAddress, regions: readonly Region[]): CheckoutAddress {
  const region = regions.find((candidate) => candidate.code === address.region_code);
  return {
    ...address,
    country_id: CHECKOUT_COUNTRY,
    region_id: region?.id ?? address.region_id,
    region: region?.name ?? address.region,
  };
}

export function formatBillingAddress(
  billing: CheckoutAddress | null,
  shipping: CheckoutAddress | null,
  sameAsShipping: boolean,
  regions: readonly Region[],
): CheckoutAddress | null {
  if (sameAsShipping) return shipping ? { ...shipping, sameAsShippingAddress: true } : null;
  return billing ? { ...formatAddress(billing, regions), sameAsShippingAddress: false } : null;
}
