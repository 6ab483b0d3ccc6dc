// The catalogue pages (src/ui/catalog, built alongside the shell), lazy-loaded one chunk each. import.meta.glob
// lists only the files that exist, so the router leaves out a page that is not there yet instead of failing
// to build; every page is a default export with the props below.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType<never> };
const modules = import.meta.glob<PageModule>('../../catalog/*-page.tsx');

type Page<P> = LazyExoticComponent<ComponentType<P>> | null;

function lazyPage<P>(file: string): Page<P> {
  const load = modules[`../../catalog/${file}.tsx`];
  return load ? lazy(load as unknown as () => Promise<{ default: ComponentType<P> }>) : null;
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
