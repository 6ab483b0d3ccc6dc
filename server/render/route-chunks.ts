// Which built chunks a page needs beyond the entry, from Vite's manifest (build.manifest): the app's start and
// the page module's chunk with the chunks they import statically. The server lists them in the page, as
// modulepreload hints or (on a server-rendered page) for the entry to fetch after the first paint, so the browser
// gets them in parallel instead of discovering them one import at a time.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES, type PageKind } from '../../src/pages/page-table';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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

interface Chunks {
  scripts: string[];
  styles: string[];
}

/** Script and style files (as /assets/… URLs) of chunks and their static imports, `loaded` excluded. */
function chunksOf(manifest: Manifest, sources: readonly string[], loaded: ReadonlySet<string>): Chunks & { keys: Set<string> } {
  const keys = new Set<string>();
  const visit = (key: string): void => {
    if (loaded.has(key) || keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  const chunks = [...keys].map((key) => manifest[key]!);
  return { keys, scripts: chunks.map((chunk) => `/${chunk.file}`), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`) };
}

/** No chunks to hint (no build, or a page whose modules are not the build's). */
export const NO_PAGE_CHUNKS: { app: Chunks; route: Chunks } = { app: { scripts: [], styles: [] }, route: { scripts: [], styles: [] } };

/**
 * What a page needs beyond the entry, as /assets/… URLs: the app's start (`app`: what the entry imports
 * dynamically, src/main.tsx, with its static imports, and the store language's message catalogue, which the start
 * loads before hydrating: listed here, it arrives with the rest instead of after the start asked for it) and the
 * page module's own chunks (`route`: its chunk and the static imports the app does not load).
 */
export function pageChunks(distDir: string, pageKind: PageKind | null, language: string): { app: Chunks; route: Chunks } {
  const manifest = manifestOf(distDir);
  if (!manifest) return NO_PAGE_CHUNKS;
  // Worked out once per build, kind of page and language, not on every page request.
  let byKind = answers.get(manifest);
  if (!byKind) answers.set(manifest, (byKind = new Map<string, { app: Chunks; route: Chunks }>()));
  const key = `${pageKind ?? ''} ${language}`;
  let answer = byKind.get(key);
  if (!answer) byKind.set(key, (answer = chunksOfPage(manifest, pageKind, language)));
  return answer;
}

const answers = new WeakMap<Manifest, Map<string, { app: Chunks; route: Chunks }>>();

function chunksOfPage(manifest: Manifest, pageKind: PageKind | null, language: string): { app: Chunks; route: Chunks } {
  // What the entry imports statically is already in index.html's own modulepreload links.
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  const byEntry = chunksOf(manifest, entries, new Set()).keys;
  // The entry (src/boot.ts) imports one module dynamically, the app's start; rolldown may key its chunk by the
  // chunk's name rather than by src/main.tsx, so it is found through the entry's chunks.
  const app = chunksOf(manifest, [...byEntry].flatMap((key) => manifest[key]?.dynamicImports ?? []), byEntry);
  // The page's module, as the page table names it (the manifest keys it by the same source path).
  const source = pageKind ? PAGES[pageKind].module : null;
  const route = source ? chunksOf(manifest, [source], new Set([...byEntry, ...app.keys])) : NO_PAGE_CHUNKS.route;
  const catalogue = manifest[`src/i18n/compiled/${language}.json`];
  const appScripts = catalogue ? [...app.scripts, `/${catalogue.file}`] : app.scripts;
  return { app: { scripts: appScripts, styles: app.styles }, route: { scripts: route.scripts, styles: route.styles } };
}
