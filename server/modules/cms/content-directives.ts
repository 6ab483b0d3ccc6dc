/**
 * Magento's template filter for CMS content, reduced to the directives the seed and Page Builder content
 * use: {{media url="..."}} and {{store url="..."}} (also with direct_url). Unknown directives are removed
 * rather than shown to shoppers as raw braces.
 */
export interface DirectiveUrls {
  mediaUrl: string;
  linkUrl: string;
}

const DIRECTIVE = /\{\{(media|store)\s+(?:url|direct_url)=(?:"([^"]*)"|'([^']*)'|([^\s}]+))[^}]*\}\}/g;
const UNKNOWN = /\{\{(?!media\s|store\s)[a-z]+[^}]*\}\}/g;

export function renderDirectives(content: string, urls: DirectiveUrls): string {
  return content
    .replace(DIRECTIVE, (_match, kind: string, double?: string, single?: string, bare?: string) => {
      const target = (double ?? single ?? bare ?? '').replace(/^\//, '');
      return kind === 'media' ? `${urls.mediaUrl}${target}` : `${urls.linkUrl}${target}`;
    })
    .replace(UNKNOWN, '');
}
