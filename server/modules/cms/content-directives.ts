/**
 * Magento's template filter for CMS content, reduced to what the seed and Page Builder content use:
 * {{media url="..."}} and {{store url="..."}} (also with direct_url) are resolved to URLs.
 *
 * Widget directives the storefront's renderer reads itself (src/ui/content/parse/parse-rich.ts) are passed
 * through unchanged when they are the content of the Page Builder element that reads them: a products
 * list inside `data-content-type="products"`, a CMS block widget inside `block`, a dynamic block widget
 * inside `dynamic_block`. Magento would render these server-side; the renderer asks for the data itself.
 * Every other directive is removed rather than shown to shoppers as raw braces.
 */
export interface DirectiveUrls {
  mediaUrl: string;
  linkUrl: string;
}

const DIRECTIVE = /\{\{(media|store)\s+(?:url|direct_url)=(?:"([^"]*)"|'([^']*)'|([^\s}]+))[^}]*\}\}/g;
const UNKNOWN = /\{\{(?!media\s|store\s)([a-z]+)([^}]*)\}\}/g;
const WIDGET_TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)')/;
/** The last opening tag before a directive, when only whitespace separates them. */
const OPENING_TAG_BEFORE = /<([a-z][\w-]*)\b([^<>]*)>\s*$/i;
const CONTENT_TYPE = /\bdata-content-type\s*=\s*["']([\w-]+)["']/i;

/** Widget class (backslashes single, as the renderer normalises them) → the element type that reads it. */
const READ_BY_RENDERER: ReadonlyMap<string, string> = new Map([
  ['Magento\\CatalogWidget\\Block\\Product\\ProductsList', 'products'],
  ['Magento\\Cms\\Block\\Widget\\Block', 'block'],
  ['Magento\\Banner\\Block\\Widget\\Banner', 'dynamic_block'],
]);

function widgetType(params: string): string | undefined {
  const match = WIDGET_TYPE.exec(params);
  return (match?.[1] ?? match?.[2])?.replace(/\\\\/g, '\\');
}

/** True when this widget directive is the content of the element type the renderer reads it from. */
function isReadByRenderer(params: string, before: string): boolean {
  const type = widgetType(params);
  const elementType = type ? READ_BY_RENDERER.get(type) : undefined;
  if (!elementType) return false;
  const tag = OPENING_TAG_BEFORE.exec(before);
  return CONTENT_TYPE.exec(tag?.[2] ?? '')?.[1] === elementType;
}

export function renderDirectives(content: string, urls: DirectiveUrls): string {
  const resolved = content.replace(DIRECTIVE, (_match, kind: string, double?: string, single?: string, bare?: string) => {
    const target = (double ?? single ?? bare ?? '').replace(/^\//, '');
    return kind === 'media' ? `${urls.mediaUrl}${target}` : `${urls.linkUrl}${target}`;
  });
  return resolved.replace(UNKNOWN, (match: string, name: string, params: string, offset: number, whole: string) =>
    name === 'widget' && isReadByRenderer(params, whole.slice(Math.max(0, offset - 2000), offset)) ? match : '',
  );
}
