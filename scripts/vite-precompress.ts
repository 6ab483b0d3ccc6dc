// Build step: every text asset (not index.html: the server fills its head per page and compresses the result) the build wrote is stored beside itself as .br (brotli, best quality) and .gz
// (gzip level 9), so the server sends the smallest form the browser accepts without compressing per request
// (server/http/spa-routes.ts serves them with @fastify/static's `preCompressed`). Small files stay as they are:
// a compressed copy of a few hundred bytes saves nothing worth a file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

/** Writes .br and .gz beside each text file under `dir` (recursively); returns how many files it compressed. */
export function precompressFolder(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // .vite/manifest.json is for the server (server/render/route-chunks.ts), never sent.
    if (!entry.isFile() || !TEXT.test(entry.name) || /[\\/]\.vite([\\/]|$)/.test(entry.parentPath)) continue;
    const path = join(entry.parentPath, entry.name);
    if (statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'talat:precompress',
    // The server-rendering build (dist/.ssr) is read by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
