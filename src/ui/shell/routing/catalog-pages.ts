// The catalogue pages (src/ui/catalog, built alongside the shell), lazy-loaded one chunk each. import.meta.glob
// lists only the files that exist, so the router leaves out a page that is not there yet instead of failing
// to build; every page is a default export with the props below.
//
// A server-rendered page must not suspend on its own module while hydrating: a press on a part React has not
// hydrated yet makes it hydrate that part at once, and if the part suspends React drops the server's HTML and
// renders it afresh, removing the link pressed before the browser could follow it. So the server records which
// pages it rendered (RenderedPagesContext, sent with the page's data) and src/main.tsx loads them before it
// hydrates; a loaded page's lazy component then resolves synchronously.
import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

type PageModule = { default: ComponentType<never> };
const modules = import.meta.glob<PageModule>('../../catalog/*-page.tsx');

/** The page files a server render rendered (one set per render); null in the browser. */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

const loadedPages = new Map<string, PageModule>();

/** A thenable that calls back at once: React.lazy reads a module already loaded without suspending. */
function alreadyLoaded<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/** Loads the pages the server rendered before hydrating (src/main.tsx); unknown names are ignored. */
export async function loadRenderedPages(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const load = modules[`../../catalog/${file}.tsx`];
      if (load) loadedPages.set(file, await load());
    }),
  );
}

type Page<P> = ComponentType<P> | null;

function lazyPage<P extends object>(file: string): Page<P> {
  const load = modules[`../../catalog/${file}.tsx`];
  if (!load) return null;
  const Lazy = lazy(() => {
    const loaded = loadedPages.get(file);
    return (loaded ? alreadyLoaded(loaded) : load()) as unknown as Promise<{ default: ComponentType<P> }>;
  });
  function CatalogPage(props: P) {
    useContext(RenderedPagesContext)?.add(file);
    return createElement(Lazy as ComponentType<P>, props);
  }
  CatalogPage.displayName = `CatalogPage(${file})`;
  return CatalogPage;
}

type NoProps = Record<string, never>;

export const catalogPages = {
  home: lazyPage<NoProps>('home-page'),
  landing: lazyPage<NoProps>('landing-page'),
  category: lazyPage<{ uid: string }>('category-page'),
  product: lazyPage<{ urlKey: string }>('product-page'),
  search: lazyPage<NoProps>('search-page'),
  brands: lazyPage<{ slug?: string }>('brands-page'),
  flashSales: lazyPage<NoProps>('flash-sales-page'),
  buyOften: lazyPage<NoProps>('buy-often-page'),
  cms: lazyPage<{ identifier: string }>('cms-page'),
};
