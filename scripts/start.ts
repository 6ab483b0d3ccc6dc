import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadServerConfig } from '../server/config';
import { closeOnSignals, startServer } from '../server/main';

const root = resolve(import.meta.dirname, '..');
// What a build is made from: the app, its page, the build's configuration with its own plugins (scripts/vite-*.ts),
// and the locked dependencies.
const BUILD_PLUGINS = readdirSync(join(root, 'scripts')).filter((name) => /^vite-.*\.ts$/.test(name)).map((name) => join('scripts', name));
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', ...BUILD_PLUGINS];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** `npm start`: build the shop only when dist/ is missing or older than its sources, then serve in-process. */
async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const builtAt = existsSync(join(config.distDir, 'index.html')) ? newest(config.distDir) : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newest(join(root, source))));
  if (builtAt === 0 || sourcesAt > builtAt) {
    console.log(builtAt === 0 ? 'Building the storefront (first start)...' : 'Sources changed: rebuilding the storefront...');
    const { build } = await import('vite');
    await build({ root, configFile: join(root, 'vite.config.ts'), build: { outDir: config.distDir, emptyOutDir: true }, logLevel: 'warn' });
    // The same app for server rendering (server/render/page-render.ts reads distDir/.ssr/entry-server.js).
    await build({ root, configFile: join(root, 'vite.config.ts'), build: { ssr: 'src/entry-server.tsx', outDir: join(config.distDir, '.ssr'), emptyOutDir: true }, logLevel: 'warn' });
  }
  const server = await startServer(config);
  closeOnSignals(server);
  console.log(`talat is serving the shop and the API on ${server.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
