// The build's replacement of React Aria's server-rendering hooks (scripts/vite-react-aria-ssr.ts): it catches
// React Aria's own imports only, and offers every name React Aria's module has, so an upgrade that adds or
// renames one fails here instead of in a build.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaSsrTransition } from '../../scripts/vite-react-aria-ssr.ts';

const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const original = join(reactAria, 'dist', 'private', 'ssr', 'SSRProvider.mjs');
const aReactAriaModule = join(reactAria, 'dist', 'private', 'i18n', 'useDefaultLocale.mjs');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = reactAriaSsrTransition();
const resolveId = (source: string, importer?: string) => (plugin.resolveId as Hook).call({}, source, importer, {});
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

describe('React Aria server-rendering hooks in builds', () => {
  it("replaces React Aria's own imports of its SSR module, and nothing else", () => {
    const replaced = resolveId('../ssr/SSRProvider.mjs', aReactAriaModule);
    expect(replaced).toEqual(expect.any(String));
    expect(resolveId('../private/ssr/SSRProvider.mjs', join(reactAria, 'dist', 'exports', 'SSRProvider.mjs'))).toBe(replaced);
    expect(resolveId('../ssr/SSRProvider.mjs', '/elsewhere/src/ssr/thing.ts')).toBeNull();
    expect(resolveId('./utils.mjs', aReactAriaModule)).toBeNull();
  });

  it("exports every name React Aria's module exports", async () => {
    const names = Object.keys((await import(original)) as Record<string, unknown>).sort();
    const code = load(resolveId('../ssr/SSRProvider.mjs', aReactAriaModule) as string) ?? '';
    const offered = [...code.matchAll(/export \{([^}]+)\}/g)].flatMap((m) => (m[1] ?? '').split(',').map((name) => name.trim())).sort();
    expect(offered).toEqual(names);
    expect(names).toEqual(['SSRProvider', 'useIsSSR', 'useSSRSafeId']);
  });
});
