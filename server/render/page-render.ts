// The page body rendered by React on the server (src/entry-server.tsx), streamed into the built index.html's
// #root with the data the browser hydrates with. The renderer is the SSR build (dist/.ssr/entry-server.js), or in
// development the module Vite compiles on the fly (scripts/dev.ts). Any failure before streaming starts is
// reported to the caller, which answers the client-rendered shell instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Writable, type PassThrough } from 'node:stream';
import { hydrationScript, type RenderInput, type ServerEntry } from '../../src/ssr/render-contract';

export type { ServerEntry };

/** Where the server entry comes from: the build's file, or (development) Vite's module loader. */
export type ServerEntryLoader = () => Promise<ServerEntry | null>;

/** How long the body waits to be sent whole (see streamPage). */
export const WHOLE_BODY_WAIT_MS = 2_500;

/** The most a page waits for its data before the rest is left to the browser (React then renders it there). */
export const RENDER_TIMEOUT_MS = 8_000;

/** The most the hydration data waits for requests still answering when the body is done (the browser asks itself). */
export const REQUESTS_WAIT_MS = 300;

let loaded: { path: string; entry: Promise<ServerEntry> } | null = null;

/**
 * The SSR build beside the client build (dist/.ssr/entry-server.js), or null when it was not built. Imported once
 * per process: its page chunks import the entry by its plain URL, so a second copy (a cache-busting query) would
 * have React contexts of its own. A rebuilt shop is served after a restart (`npm start` rebuilds before starting).
 */
export function builtServerEntry(distDir: string): ServerEntryLoader {
  return async () => {
    const path = join(distDir, '.ssr', 'entry-server.js');
    if (loaded?.path === path) return loaded.entry;
    if (!existsSync(path)) return null;
    loaded = { path, entry: import(pathToFileURL(path).href) as Promise<ServerEntry> };
    return loaded.entry;
  };
}

/**
 * Streams `before`, the rendered #root content, the hydration data and `after` into `out`. Resolves once the
 * shell is rendered (from then on the page streams); rejects when React could not render even the shell.
 */
export async function streamPage(
  entry: ServerEntry,
  input: RenderInput,
  parts: { before: string; after: string },
  out: PassThrough,
  log: (error: unknown) => void,
): Promise<void> {
  const page = await entry.render(input, log);
  const timer = setTimeout(() => page.abort(new Error(`server render took longer than ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  out.write(`${parts.before}<div id="root">`);
  const body = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      out.write(chunk);
      callback();
    },
    final(callback) {
      clearTimeout(timer);
      // Answers still arriving (in-process, milliseconds) belong in the page's data; a slow one is not waited for.
      let cap: NodeJS.Timeout | undefined;
      void Promise.race([page.requestsSettled(), new Promise((resolve) => (cap = setTimeout(resolve, REQUESTS_WAIT_MS)))]).then(() => {
        clearTimeout(cap);
        out.end(`</div>${hydrationScript(page.hydrationData())}${parts.after}`);
        callback();
      });
    },
  });
  // The head is on its way (the browser fetches styles, scripts, the font and the lead image meanwhile); the body
  // is sent once every part has its data, so it arrives whole: no placeholder is swapped for content later (a
  // layout shift) and no script must run to show it. A part still waiting after WHOLE_BODY_WAIT_MS streams in
  // when ready, as React does by default.
  void Promise.race([page.allReady, new Promise((resolve) => setTimeout(resolve, WHOLE_BODY_WAIT_MS))]).then(() => page.pipe(body));
}

/** The built page around #root, split so the rendered body goes between; the splash is left out. */
export function splitShell(html: string): { before: string; after: string } | null {
  const withoutSplash = html.replace(/<div id="splash"[^>]*>[\s\S]*?<\/div>\s*/, '');
  const marker = '<div id="root"></div>';
  const at = withoutSplash.indexOf(marker);
  if (at < 0) return null;
  return { before: withoutSplash.slice(0, at), after: withoutSplash.slice(at + marker.length) };
}
