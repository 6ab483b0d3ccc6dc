// The built index.html as a template: the page's head tags go in place of the generic title and description,
// <html lang> follows the store view. Read once per build (the file's modification time is checked).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface HtmlShell {
  /** The whole page with `headTags` (else the build's generic title and description) in its head, `lang` on <html>, `hints` before the first script. */
  fill(fields: { lang: string; headTags?: string; hints?: string }): string;
  /** Entry script and style sheets of the build, for Link preload headers. */
  entryAssets: { scripts: string[]; styles: string[] };
}

let cached: { path: string; mtime: number; shell: HtmlShell } | null = null;

export function parseShell(html: string): HtmlShell {
  // The generic title and description are for the SPA without a server (vite dev, preview); the server's
  // head replaces them.
  const generic = [/<title>[\s\S]*?<\/title>/.exec(html)?.[0], /<meta name="description"[^>]*>/.exec(html)?.[0]].filter(Boolean).join('\n    ');
  const template = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  const scripts = [...template.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  const styles = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  return {
    entryAssets: { scripts, styles },
    fill: ({ lang, headTags = generic, hints = '' }) =>
      template
        .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${headTags}${hints ? `\n    ${hints}` : ''}`),
  };
}

/** The shell of the build in `distDir`, or null when nothing is built. */
export function loadShell(distDir: string): HtmlShell | null {
  const path = join(distDir, 'index.html');
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.path !== path || cached.mtime !== mtime) cached = { path, mtime, shell: parseShell(readFileSync(path, 'utf8')) };
  return cached.shell;
}
