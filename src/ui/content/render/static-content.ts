// Page Builder blocks that need no script once rendered: their HTML from the server is the whole block
// (links are handled by one delegated click, see delegated-link-click.ts). Content made only of these is
// marked `data-pb-static` by the server, and a browser that hydrates it keeps that HTML without loading the
// parser, the renderer or the sanitiser (page-builder-content-lazy.tsx).
import type { ContentNode } from '../parse/content-node.ts';

export const STATIC_TYPES: ReadonlySet<ContentNode['type']> = new Set<ContentNode['type']>([
  'row', 'column-group', 'column-line', 'column', 'heading', 'text', 'html', 'image', 'divider', 'buttons', 'button-item', 'banner',
]);

export const STATIC_ATTRIBUTE = 'data-pb-static';

/** The renderer's lazy module (page-builder-content-lazy.tsx): what only content with scripts loads to hydrate. */
export const PARSED_CONTENT_MODULE = 'content/parsed';

export function isStaticContent(types: Iterable<ContentNode['type']>): boolean {
  for (const type of types) if (!STATIC_TYPES.has(type)) return false;
  return true;
}
