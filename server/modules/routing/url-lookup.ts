import type { Kysely, Selectable } from 'kysely';
import type { Database, UrlRewriteTable } from '../../db/types';
import { FORBIDDEN_CHARACTERS } from '../../graphql/input-limits';

export type UrlRewriteRow = Selectable<UrlRewriteTable>;

/** Redirect chains longer than this are treated as a loop in the data. */
const MAX_HOPS = 10;

export interface ParsedUrl {
  path: string;
  query: string;
}

/**
 * As Magento's route resolver parses its `url` argument: drop scheme/host if any, keep the query string to
 * append to the answer, strip the leading slash (but not of "/" itself) and the fragment.
 */
export function parseRouteUrl(url: string): ParsedUrl {
  let rest = url.trim();
  const absolute = rest.match(/^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/.*)?$/i);
  if (absolute) rest = absolute[1] ?? '/';
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const question = rest.indexOf('?');
  const query = question >= 0 ? rest.slice(question + 1) : '';
  let path = question >= 0 ? rest.slice(0, question) : rest;
  try {
    const decoded = decodeURIComponent(path);
    // %00 and other escaped controls are no URL key (PostgreSQL refuses NUL in text): look up the text as written.
    if (!FORBIDDEN_CHARACTERS.test(decoded)) path = decoded;
  } catch {
    // A malformed escape: look the text up as written.
  }
  if (path.startsWith('/') && path !== '/') path = path.replace(/^\/+/, '');
  return { path, query };
}

/** Request paths to try for a path, most exact first: as given, without a trailing slash, with each suffix. */
export function candidatePaths(path: string, suffixes: readonly string[]): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const candidates = [path, trimmed];
  for (const suffix of suffixes) {
    if (suffix && !trimmed.endsWith(suffix)) candidates.push(`${trimmed}${suffix}`);
  }
  return [...new Set(candidates.filter((candidate) => candidate.length > 0))];
}

export async function findByRequestPaths(db: Kysely<Database>, storeId: number, paths: readonly string[]): Promise<UrlRewriteRow | null> {
  if (paths.length === 0) return null;
  const rows = await db
    .selectFrom('url_rewrite')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('request_path', 'in', [...paths])
    .execute();
  for (const path of paths) {
    const row = rows.find((candidate) => candidate.request_path === path);
    if (row) return row;
  }
  return null;
}

/** Follows redirects (target path → the rewrite requested at that path) to the rewrite that ends the chain. */
export async function followRedirects(db: Kysely<Database>, start: UrlRewriteRow): Promise<UrlRewriteRow> {
  let current = start;
  const seen = new Set<number>([current.url_rewrite_id]);
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = await findByRequestPaths(db, current.store_id, [current.target_path]);
    if (!next || seen.has(next.url_rewrite_id)) return current;
    seen.add(next.url_rewrite_id);
    current = next;
  }
  return current;
}
