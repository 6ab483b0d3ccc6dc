// The parsed tree of stored Page Builder HTML: the one the server sent with the page (parsed-ahead.ts), else parsed
// here once the parser's chunk has loaded (null until then: the caller shows its placeholder). On the server the
// tree is recorded for the page's data when `sendWithPage` says so (content the browser renders with scripts).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ContentTree } from '../parse/content-node.ts';
import { loadedParser, loadParser, onParserLoaded } from '../parse/parser-loader.ts';
import { parsedAhead } from './parsed-ahead.ts';

export function useContentTree(html: string, sendWithPage: (tree: ContentTree) => boolean = () => true): ContentTree | null {
  const ahead = parsedAhead.lookup(html);
  const parse = useSyncExternalStore(onParserLoaded, loadedParser, loadedParser);
  useEffect(() => {
    if (!ahead && !parse) loadParser().catch(() => undefined);
  }, [ahead, parse]);
  const tree = useMemo(() => ahead ?? (parse ? parse(html) : null), [ahead, parse, html]);
  parsedAhead.useRecord(html, () => (tree && sendWithPage(tree) ? tree : undefined));
  return tree;
}
