// Delivery areas for a postcode (getRegionsData, network-only by construction: the transport keeps no cache).
import type { GraphQLClient } from '../graphql-client';
import { GetRegionsDataDocument } from '../../gql/generated/graphql';
import type { LocationOption, LookupLocationsOutput } from '../../domain/location-types';

export async function lookupLocations(client: GraphQLClient, postcode: string): Promise<LookupLocationsOutput> {
  const { getRegionsData } = await client.request(GetRegionsDataDocument, { postcode });
  if (!getRegionsData) return null;
  const rows: LocationOption[] = [];
  for (const raw of getRegionsData) {
    if (!raw?.key || !raw.location) continue;
    rows.push({ key: raw.key, location: raw.location, active: raw.active === true });
  }
  return rows;
}
