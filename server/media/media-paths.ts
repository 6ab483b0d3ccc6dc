import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The file a /media path names, or null when it leaves the media folder (../, encoded or not, absolute
 * paths, NUL bytes, backslashes) or names a hidden file.
 */
export function resolveMediaPath(mediaDir: string, requested: string): string | null {
  if (!requested || requested.includes('\0') || requested.includes('\\')) return null;
  const segments = requested.split('/');
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  const root = resolve(mediaDir);
  const target = resolve(root, requested);
  const inside = relative(root, target);
  if (!inside || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) return null;
  return target;
}
