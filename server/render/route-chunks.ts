// Which built chunks a page needs beyond the entry: from Vite's manifest (build.manifest), the page module's
// chunk and the chunks it imports statically, so the browser fetches them in parallel with the entry
// (modulepreload) instead of after it has run.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

let cached: { path: string; mtime: number; manifest: Manifest } | null = null;

function manifestOf(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  try {
    const mtime = statSync(path).mtimeMs;
    if (cached?.path !== path || cached.mtime !== mtime) cached = { path, mtime, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null;
  }
}

/** The page modules by kind of page (src/ui/shell/routing/catalog-pages.ts loads one of these per page). */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  home: 'src/ui/catalog/home-page.tsx',
  landing: 'src/ui/catalog/landing-page.tsx',
  category: 'src/ui/catalog/category-page.tsx',
  product: 'src/ui/catalog/product-page.tsx',
  search: 'src/ui/catalog/search-page.tsx',
  brands: 'src/ui/catalog/brands-page.tsx',
  'flash-sales': 'src/ui/catalog/flash-sales-page.tsx',
  'buy-often': 'src/ui/catalog/buy-often-page.tsx',
  cms: 'src/ui/catalog/cms-page.tsx',
};

/** Script and style files (as /assets/… URLs) of a page's module and its static imports, entry excluded. */
export function routeChunks(distDir: string, pageKind: string): { scripts: string[]; styles: string[] } {
  const manifest = manifestOf(distDir);
  const source = PAGE_MODULES[pageKind];
  if (!manifest || !source || !manifest[source]) return { scripts: [], styles: [] };
  // What the entry imports statically is already in index.html's own modulepreload links.
  const loadedByEntry = new Set<string>();
  const closure = (key: string): void => {
    if (loadedByEntry.has(key)) return;
    loadedByEntry.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if ((chunk as { isEntry?: boolean }).isEntry) closure(key);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || loadedByEntry.has(key) || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}
