// The Thai font's files in the build (src/i18n/thai-font.css): the regular weight of the subset a store
// view's text mostly uses is preloaded, so text is drawn in Sarabun at first paint more often than not.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, string[]>();

export function fontFiles(distDir: string): string[] {
  let files = cache.get(distDir);
  if (!files) {
    try {
      files = readdirSync(join(distDir, 'assets')).filter((name) => /^sarabun-.*\.woff2$/.test(name)).map((name) => `/assets/${name}`);
    } catch {
      files = [];
    }
    // An empty list is not kept: the build may not be there yet.
    if (files.length) cache.set(distDir, files);
  }
  return files;
}

/** The regular weight's file for the store view's language: the Thai subset for th, the Latin one otherwise. */
export function fontPreloads(distDir: string, language: string): string[] {
  const subset = language === 'th' ? 'thai' : 'latin';
  return fontFiles(distDir).filter((file) => file.includes(`sarabun-${subset}-400-normal`));
}
