// Build step: message ids are short in built bundles. An id such as 'checkout.payment.cardDeclined' was written
// twice into every first visit: as the key of the compiled catalogue (src/i18n/compiled/<locale>.json, loaded
// whole) and in the descriptor of every view that shows it. Builds give each id of the catalogue a short one (its
// index among the sorted ids, in base 36), the same in the browser's and the server's build, and rewrite both: the
// catalogues' keys, and each `id: '<catalogue id>'` of a descriptor (react-intl's defineMessages and the machines'
// message refs). Only `id:` properties change: event types such as 'cart.remove' equal some message ids and stay.
// Development and tests keep the readable ids. A rewritten literal keeps its length (padded with spaces after it),
// so every position in the module is unchanged and its source map stays exact without a new one.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]compiled[\\/][\w-]+\.json$/;
const ID_PROPERTY = /(\bid\s*:\s*)(['"])([\w.-]+)\2/g;

/** Each catalogue id's short id: its index among the sorted ids, in base 36 (680 ids: at most two characters). */
export function shortIds(ids: Iterable<string>): Map<string, string> {
  return new Map([...new Set(ids)].sort().map((id, index) => [id, index.toString(36)]));
}

/** A module's `id: '<catalogue id>'` properties with the short ids, every position kept; null when none. */
export function rewriteIds(code: string, short: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(ID_PROPERTY, (match, prefix: string, quote: string, id: string) => {
    const replacement = short.get(id);
    if (replacement === undefined) return match;
    changed = true;
    return `${prefix}${quote}${replacement}${quote}${' '.repeat(id.length - replacement.length)}`;
  });
  return changed ? out : null;
}

/** A compiled catalogue with the short ids as its keys; an id without one fails the build. */
export function rewriteCatalogue(json: string, short: ReadonlyMap<string, string>): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(messages).map(([id, message]) => {
        const replacement = short.get(id);
        if (replacement === undefined) throw new Error(`talat:intl-short-ids: ${id} is not in src/i18n/compiled/th.json (run npm run i18n:compile)`);
        return [replacement, message];
      }),
    ),
  );
}

export function intlShortIds(catalogue = 'src/i18n/compiled/th.json'): Plugin {
  // The Thai catalogue holds every id (i18n verify keeps th and en the same set).
  const short = shortIds(Object.keys(JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, unknown>));
  return {
    name: 'talat:intl-short-ids',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (CATALOGUE.test(file)) return { code: rewriteCatalogue(code, short), map: null };
      if (id.includes('node_modules') || !/\.[cm]?tsx?$/.test(file)) return null;
      const rewritten = rewriteIds(code, short);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
