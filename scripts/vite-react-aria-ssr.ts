// Build step: React Aria's `useIsSSR` answered by our `useHydrating` (src/ui/common/use-hydrating.ts).
//
// React Aria tells server rendering and hydration from later renders with a useSyncExternalStore whose server
// snapshot (true) differs from its client snapshot (false). Every component reaching it (useLocale and useId, so
// every Checkbox, Button, Form and collection) is then re-rendered by React *synchronously* right after it
// hydrates, and that sync update also makes React hydrate any part of the page still waiting, in the same task. On
// a category page that was ~150 components and a 100–250 ms task at 4× CPU
// (docs/decisions/web-speed-hydration-tasks.md). src/ui/common/react-aria-ssr.ts answers the same (true on the
// server and while hydrating, false otherwise) and switches after hydrating in a transition, which React renders
// in slices; ids keep React Aria's prefixes. SSRProvider stays React Aria's own.
//
// Only builds use it: Vite's development server pre-bundles React Aria, where plugins do not reach (same
// behaviour, without the speed-up).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = '\0talat:react-aria-ssr';
const reactAriaRoot = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const original = join(reactAriaRoot, 'dist', 'private', 'ssr', 'SSRProvider.mjs');
const replacement = fileURLToPath(new URL('../src/ui/common/react-aria-ssr.ts', import.meta.url));

export function reactAriaSsrTransition(): Plugin {
  return {
    name: 'talat:react-aria-ssr-transition',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === ID || !importer.startsWith(reactAriaRoot)) return null;
      return /(^|\/)ssr\/SSRProvider\.mjs$/.test(source) ? ID : null;
    },
    load(id) {
      if (id !== ID) return null;
      return [
        `export { SSRProvider } from ${JSON.stringify(original)};`,
        `export { useIsSSR, useSSRSafeId } from ${JSON.stringify(replacement)};`,
      ].join('\n');
    },
  };
}
