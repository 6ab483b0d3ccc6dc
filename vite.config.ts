import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunkGroups } from './scripts/app-chunks.ts';
import { graphqlDocuments } from './scripts/vite-graphql-documents.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { intlDescriptors } from './scripts/vite-intl-descriptors.ts';
import { intlShortIds } from './scripts/vite-intl-short-ids.ts';
import { reactAriaSsrTransition } from './scripts/vite-react-aria-ssr.ts';
import { reactAriaStringsWithDictionary } from './scripts/vite-react-aria-strings.ts';

// The back end (server/ or a real Magento through it) listens on 8080; in development Vite serves the SPA and
// forwards the API, checkout REST and media paths there, so the browser sees one origin as in production.
const backend = process.env.TALAT_BACKEND_URL ?? 'http://127.0.0.1:8080';
const proxied = { target: backend, changeOrigin: false };
// Each build's id, which the service worker reports (GET_VERSION): a deploy is a new worker, never a stale one.
process.env.VITE_BUILD_ID ??= Date.now().toString(36);

// /sw.js from src/sw/sw.ts with this build's precache list injected (workbox, through vite-plugin-pwa). The app
// registers it itself (src/lib/service-worker.ts); public/manifest.webmanifest stays the web app manifest.
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The app's code, styles and the Thai font subsets; media is cached as it is seen, not ahead.
    globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
    // Firebase's messaging SDK is fetched only by shops in Firebase push mode, and only when a token is made
    // (src/api/engagement/firebase-push-provider.ts): no visitor's worker downloads it ahead.
    globIgnores: ['assets/firebase-*.js'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/**
 * Every rewrite a build makes of our code or a library's that development and the unit tests do not (plus the
 * service worker and pre-compression, which add files and change no code). docs/architecture.md ("What the build
 * changes") says what each buys, measured by `TALAT_BUILD_WITHOUT=<name>,… npm run bench:bundle`, which builds
 * without the named ones; a rewrite that buys less than 3 KB gzip or 10 ms of blocking time goes.
 */
export const BUILD_REWRITES = ['graphql-documents', 'react-aria-ssr', 'react-aria-strings', 'intl-descriptors', 'intl-short-ids', 'icu-no-parser'] as const;
const skipped = new Set((process.env.TALAT_BUILD_WITHOUT ?? '').split(',').filter(Boolean));
for (const name of skipped) if (!(BUILD_REWRITES as readonly string[]).includes(name)) throw new Error(`TALAT_BUILD_WITHOUT: no build rewrite named ${name}`);
const rewrite = (name: (typeof BUILD_REWRITES)[number]) => !skipped.has(name);

/** The server-rendering entry (src/entry-server.tsx), built into dist/.ssr by `vite build --ssr` (npm run build). */
export const SSR_ENTRY = 'src/entry-server.tsx';

export default defineConfig(({ command, isSsrBuild }) => ({
  // React Aria ships its built-in strings for ~34 locales; the shop speaks th and en only (and React Aria has no
  // Thai strings: src/i18n passes translated ones), so the others are dropped from the bundle.
  // The server-rendering build (dist/.ssr) has no service worker of its own.
  // Builds answer React Aria's "is this a server render?" without a sync re-render after hydrating
  // (scripts/vite-react-aria-ssr.ts), and carry react-intl descriptors without their English defaultMessage,
  // which a build with verified catalogues never shows (scripts/vite-intl-descriptors.ts), and with short message
  // ids in both the code and the catalogues (scripts/vite-intl-short-ids.ts); React Aria's strings load with its
  // string code (scripts/vite-react-aria-strings.ts).
  plugins: [
    react(),
    optimizeLocales.vite({ locales: ['en-US', 'th-TH'] }),
    ...(rewrite('graphql-documents') ? [graphqlDocuments()] : []),
    precompress(),
    ...(command === 'build'
      ? [
          ...(rewrite('react-aria-ssr') ? [reactAriaSsrTransition()] : []),
          ...(rewrite('react-aria-strings') ? [reactAriaStringsWithDictionary()] : []),
          ...(rewrite('intl-descriptors') ? [intlDescriptors()] : []),
          ...(rewrite('intl-short-ids') ? [intlShortIds()] : []),
        ]
      : []),
    ...(isSsrBuild ? [] : [serviceWorker]),
  ],
  // JSON modules are one default export: with named exports, the catalogues' short ids (valid identifiers) would
  // each become a const of their own, which made the Thai catalogue 1.3 KB gzip larger.
  json: { namedExports: false },
  // Catalogues are precompiled to ASTs (npm run i18n:compile) and verified complete, so the production bundle
  // drops formatjs' ICU parser; development keeps it to format defaultMessage of ids not yet in a catalogue.
  resolve:
    command === 'build'
      ? {
          alias: [
            ...(rewrite('icu-no-parser') ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : []),
          ],
        }
      : {},
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/graphql': proxied, '/rest': proxied, '/media': proxied },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: isSsrBuild ? { outDir: 'dist/.ssr', emptyOutDir: true, target: 'node20', sourcemap: true, manifest: false, copyPublicDir: false } : {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // server/render/route-chunks.ts reads it to send a page's chunks as modulepreload hints.
    manifest: true,
    // Fonts and small icons stay files (cacheable, fetched only for the subsets a page uses).
    assetsInlineLimit: 2048,
    // A lazy import preloads only its styles (which nothing else loads); its scripts come through their own
    // imports. Vite's table of every lazy chunk's hashed dependencies cost ~2 KB gzip of each first visit, and after
    // that visit the service worker has every chunk precached (docs/decisions/lazy-import-preload.md).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: {
        // React and its libraries change less often than our code: long-cached vendor chunks, taken first. Our
        // modules are laid out by scripts/app-chunks.ts: one chunk per step of the app's start, one for what the
        // catalogue pages share, the rest (account, checkout, content blocks, overlays) split through dynamic
        // import(). React Aria is not grouped: its components split with the views that use them, so a first
        // visit loads none. No module is wrapped for execution order (docs/decisions/app-chunks.md).
        codeSplitting: {
          groups: [
            { name: 'react', priority: 100, test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'intl', priority: 100, test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
            { name: 'xstate', priority: 100, test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
            // Loaded by dynamic import only in Firebase push mode; one named chunk the worker's precache leaves out.
            { name: 'firebase', priority: 100, test: /node_modules[\\/](firebase|@firebase|idb)[\\/]/ },
            ...appChunkGroups(),
          ],
        },
      },
      // The entry exports nothing anyone imports: rolldown need not keep its exports' signature.
      preserveEntrySignatures: false,
    },
  },
}));

