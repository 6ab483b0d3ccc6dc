// The catalogue pages (src/ui/catalog, built alongside the shell), lazy-loaded one chunk each. import.meta.glob
// lists only the files that exist, so the router leaves out a page that is not there yet instead of failing
// to build; every page is a default export with the props below.
//
// A server-rendered page is loaded before hydrating, as every lazily loaded view is (common/lazy-module.ts): the
// server reports it by its file name.
import type { ComponentType } from 'react';
import { lazyModule } from '../../common/lazy-module';

type PageModule = { default: ComponentType<never> };
const modules = import.meta.glob<PageModule>('../../catalog/*-page.tsx');

type Page<P> = ComponentType<P> | null;

function lazyPage<P extends object>(file: string): Page<P> {
  const load = modules[`../../catalog/${file}.tsx`];
  return load ? lazyModule<P>(file, async () => (await load()).default as ComponentType<P>) : null;
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
