import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadServerConfig } from '../server/config';
import { closeOnSignals, startServer } from '../server/main';
import { builtAt, needsBuild } from './build-freshness';

const root = resolve(import.meta.dirname, '..');
// What a build is made from: the app, its page, the build's configuration with its own plugins (scripts/vite-*.ts),
// and the locked dependencies.
const BUILD_PLUGINS = readdirSync(join(root, 'scripts')).filter((name) => /^vite-.*\.ts$/.test(name)).map((name) => join('scripts', name));
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', ...BUILD_PLUGINS];

/** `npm start`: build the shop only when dist/ is missing or older than its sources, then serve in-process. */
async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const built = builtAt(config.distDir);
  if (needsBuild(config.distDir, SOURCES.map((source) => join(root, source)))) {
    console.log(built === 0 ? 'Building the storefront (first start)...' : 'Sources changed: rebuilding the storefront...');
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
