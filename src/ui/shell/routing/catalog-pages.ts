// The catalogue pages (src/ui/catalog, built alongside the shell), lazy-loaded one chunk each; which module is
// which kind's is the page table's (src/pages/page-table.ts). import.meta.glob lists only the files that exist,
// so the router leaves out a page that is not there yet instead of failing to build; every page is a default
// export with the props below.
//
// A server-rendered page is loaded before hydrating, as every lazily loaded view is (common/lazy-module.ts): the
// server reports it by its file name.
import type { ComponentType } from 'react';
import { PAGES, type PageKind } from '../../../pages/page-table';
import { lazyModule } from '../../common/lazy-module';

type PageModule = { default: ComponentType<never> };
const modules = import.meta.glob<PageModule>('../../catalog/*-page.tsx');

type Page<P> = ComponentType<P> | null;

/** The lazily loaded page of a kind whose module is a catalogue page (the table's `module`, from src/). */
function lazyPage<P extends object>(kind: PageKind): Page<P> {
  const source = PAGES[kind].module;
  const load = source ? modules[source.replace(/^src\/ui\//, '../../')] : undefined;
  const name = source?.replace(/^.*\//, '').replace(/\.tsx$/, '');
  return load && name ? lazyModule<P>(name, async () => (await load()).default as ComponentType<P>) : null;
}

type NoProps = Record<string, never>;

export const catalogPages = {
  home: lazyPage<NoProps>('home'),
  landing: lazyPage<NoProps>('landing'),
  category: lazyPage<{ uid: string }>('category'),
  product: lazyPage<{ urlKey: string }>('product'),
  search: lazyPage<NoProps>('search'),
  brands: lazyPage<{ slug?: string }>('brands'),
  flashSales: lazyPage<NoProps>('flash-sales'),
  buyOften: lazyPage<NoProps>('buy-often'),
  cms: lazyPage<{ identifier: string }>('cms'),
};
