// Whether `npm start` must build the shop: dist/ is missing, or older than what it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under a file or folder (0 when it does not exist). */
export function newest(path: string): number {
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

/**
 * When the build in distDir was made (0: no complete build): the time of its own outputs (the page, the client's
 * manifest, the server entry), not of the newest file under dist/, which a running shop or a journey may touch
 * (offline.spec rewrites sw.js to stage a release) and which then hid every later change of the sources.
 */
export function builtAt(distDir: string): number {
  const outputs = [join(distDir, 'index.html'), join(distDir, '.vite', 'manifest.json'), join(distDir, '.ssr', 'entry-server.js')];
  return outputs.every((file) => existsSync(file)) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
}

/** Whether the build must be made again: none is complete, or a source is newer than it. */
export function needsBuild(distDir: string, sources: readonly string[]): boolean {
  const built = builtAt(distDir);
  return built === 0 || Math.max(...sources.map(newest)) > built;
}
