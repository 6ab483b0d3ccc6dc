// <PageBuilderContent html={cms.content} />: the content's tree (use-content-tree.ts: the server's, else parsed
// once per html string), rendered by content-tree-view.tsx. Needs a <ContentEnvironmentProvider> and an
// <IntlProvider> above it. On the server the tree of content with scripts of its own is recorded for the page's data
// (parsed-ahead.ts), so the browser hydrates it without the parser.
import { useId, type ReactNode } from 'react';
import { typesIn, type ContentTree } from '../parse/content-node.ts';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { ContentTreeView } from './content-tree-view.tsx';
import { isStaticContent } from './static-content.ts';
import { useContentTree } from './use-content-tree.ts';

// Static content is kept from the server's HTML when hydrating; only content with scripts needs its tree.
const hasScripts = (tree: ContentTree) => !isStaticContent(typesIn(tree.nodes));

interface Props {
  html: string;
  className?: string;
  /** Shown while the blocks' code loads; default a 300 px placeholder. A strip of known height passes its own. */
  placeholder?: ReactNode;
  /** The page's main content: its first background image is hinted early at high priority (lead-background.ts). */
  lead?: boolean;
}

/** Renders the tree of `html` under the scope page-builder-content-lazy.tsx made. */
export function ParsedContent({ html, scope, ...view }: Props & { scope: string; rendered?: Set<string> | null }) {
  const tree = useContentTree(html, hasScripts);
  // While the parser's chunk loads (content the page did not bring parsed), the placeholder holds the place.
  if (!tree) return <>{view.placeholder ?? <Placeholder />}</>;
  return <ContentTreeView tree={tree} scope={scope} {...view} />;
}

/** Content rendered on its own (a menu only the browser opens, tests): its own scope. */
export function PageBuilderContent(props: Props) {
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  return <ParsedContent {...props} scope={scope} />;
}
