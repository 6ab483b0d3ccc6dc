// Shell data that is not a flow: store config and store views (loaded before the layout renders), the currency
// list, the category menu and CMS blocks. Each is requested once per page view and kept as a promise that views
// read with React 19's use() under <Suspense>; a reload (store view or currency switch) starts afresh.
import { createContext, useContext, type ReactNode } from 'react';
import type { GraphQLClient } from '../../api/graphql-client';
import { fetchAvailableStores, type StoreView } from '../../api/services/available-stores';
import { fetchCmsBlocks, type CmsBlock } from '../../api/services/cms-blocks';
import { fetchCurrency, type CurrencyInfo } from '../../api/services/currency';
import { fetchNavigationMenu, type MenuCategory } from '../../api/services/navigation-menu';
import { fetchStoreConfig, type StoreConfig } from '../../api/services/store-config';
import { readableByUse } from '../../lib/readable-by-use';

export interface ShellBootstrap {
  storeConfig: StoreConfig;
  storeViews: StoreView[];
}

export interface ShellData {
  bootstrap(): Promise<ShellBootstrap>;
  currency(): Promise<CurrencyInfo>;
  menu(): Promise<MenuCategory[]>;
  cmsBlock(identifier: string): Promise<CmsBlock | null>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= readableByUse(load()));
}

export function createShellData(client: GraphQLClient, storedCurrency: () => string | null | undefined): ShellData {
  const bootstrap = once(async () => {
    const [storeConfig, storeViews] = await Promise.all([fetchStoreConfig(client), fetchAvailableStores(client)]);
    return { storeConfig, storeViews };
  });
  const blocks = new Map<string, Promise<CmsBlock | null>>();
  return {
    bootstrap,
    currency: once(() => fetchCurrency(client, storedCurrency())),
    menu: once(async () => {
      const { storeConfig } = await bootstrap();
      if (!storeConfig.rootCategoryUid) return [];
      return fetchNavigationMenu(client, storeConfig.rootCategoryUid, storeConfig.categoryUrlSuffix);
    }),
    cmsBlock(identifier) {
      let promise = blocks.get(identifier);
      if (!promise) {
        promise = fetchCmsBlocks(client, [identifier]).then((found) => found.get(identifier) ?? null);
        blocks.set(identifier, promise);
      }
      return promise;
    },
  };
}

const Context = createContext<ShellData | null>(null);

export function ShellDataProvider({ value, children }: { value: ShellData; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellData(): ShellData {
  const data = useContext(Context);
  if (!data) throw new Error('The shell needs a <ShellDataProvider> above it.');
  return data;
}

const BootstrapContext = createContext<ShellBootstrap | null>(null);

export function BootstrapProvider({ value, children }: { value: ShellBootstrap; children: ReactNode }) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

/** Store config and store views; available everywhere below the app root once loaded. */
export function useBootstrap(): ShellBootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('Store config is read below <BootstrapProvider>.');
  return value;
}

export function useStoreConfig(): StoreConfig {
  return useBootstrap().storeConfig;
}
