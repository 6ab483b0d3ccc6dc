// A page's <title> as Magento's Page\Config\Title writes it: prefix, title, suffix joined with spaces. A title
// that already starts with the prefix or ends with the suffix (the seed's meta titles do) does not get it twice.
// The server's head (server/render/head-tags.ts) and the browser (src/ui/catalog/use-page-title.ts) share it.

export interface TitleParts {
  prefix: string;
  suffix: string;
  /** Used when the page has no title of its own. */
  defaultTitle: string;
}

export function fullTitle(parts: TitleParts, title: string): string {
  const core = (title || parts.defaultTitle).trim();
  const prefix = parts.prefix.trim();
  const suffix = parts.suffix.trim();
  return [prefix && !core.startsWith(prefix) ? prefix : '', core, suffix && !core.endsWith(suffix) ? suffix : ''].filter(Boolean).join(' ');
}
