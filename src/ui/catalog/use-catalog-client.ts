// The catalogue's access to the shop: the shell's GraphQL client and the catalogue settings from store config.
import { use } from 'react';
import type { GraphQLClient } from '../../api/graphql-client';
import { fetchCatalogSettings, type CatalogSettings } from '../../api/catalog/catalog-settings-api';
import { useShellDeps } from '../providers/shell-deps';

export function useCatalogClient(): GraphQLClient {
  return useShellDeps().client;
}

/** Suspends until the catalogue settings are loaded (once per client). */
export function useCatalogSettings(): CatalogSettings {
  return use(fetchCatalogSettings(useCatalogClient()));
}
