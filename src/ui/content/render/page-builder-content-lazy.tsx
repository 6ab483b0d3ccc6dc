// <PageBuilderContentLazy>: what the shell and pages use. The parser, the block renderer and the sanitiser
// (DOMPurify) are a chunk of their own, loaded only for content the browser must render itself. Content the
// server rendered and marked static (static-content.ts: no carousel, tabs, shop data or forms) is kept as the
// server's HTML when the page hydrates — it was parsed and sanitised there — with one delegated click handler
// for its links. Content with scripts of its own hydrates from the tree the server parsed (parsed-ahead.ts), so
// the parser and the sanitiser load only for new content (another store view, a client-side navigation).
import { Suspense, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { lazyModule, RenderedModulesContext } from '../../common/lazy-module.ts';
import { useHydrating } from '../../common/use-hydrating.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { delegatedLinkClick } from '../links/delegated-link-click.ts';
import { PARSED_CONTENT_MODULE, STATIC_ATTRIBUTE } from './static-content.ts';
// Content's layout rules (columns, banners, backgrounds) with the entry's styles: static content kept from the
// server needs them although the renderer's chunk never loads.
import '../content.css';

// The renderer's chunk. Content with scripts the server rendered names it and its blocks (content-tree-view.tsx),
// so they load before the page hydrates (common/lazy-module.ts); static content names none: it stays HTML.
const ParsedContent = lazyModule(PARSED_CONTENT_MODULE, async () => (await import('./page-builder-content.tsx')).ParsedContent);

interface Props {
  html: string;
  className?: string;
  placeholder?: ReactNode;
  lead?: boolean;
}

interface ServerMarkup {
  html: string;
  className: string;
  inner: string;
}

/** The server's static markup of this content, read while hydrating (null on the server or when not static). */
function readServerMarkup(scope: string, html: string): ServerMarkup | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-pb-scope="${scope}"]`);
  if (!element?.hasAttribute(STATIC_ATTRIBUTE)) return null;
  return { html, className: element.className, inner: element.innerHTML };
}

export function PageBuilderContentLazy({ html, className, placeholder, lead }: Props) {
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const hydrating = useHydrating();
  const [server] = useState(() => (hydrating ? readServerMarkup(scope, html) : null));
  const env = useContentEnvironment();
  const onClick = useMemo(() => delegatedLinkClick(env), [env]);
  // What a server render records as rendered: handed to the tree view, which knows whether the content is static.
  const rendered = useContext(RenderedModulesContext);
  const fallback = placeholder ?? <Placeholder />;
  if (server && server.html === html) {
    return (
      <Suspense fallback={fallback}>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation only: clicks on its links (focusable, keyboard-activated by the browser) bubble here */}
        <div
          className={server.className}
          data-pb-scope={scope}
          {...{ [STATIC_ATTRIBUTE]: '' }}
          onClick={onClick}
          // The same markup the server sent, read back from the DOM: React keeps it as it is.
          dangerouslySetInnerHTML={{ __html: server.inner }}
          suppressHydrationWarning
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <RenderedModulesContext.Provider value={null}>
        <ParsedContent html={html} className={className} placeholder={placeholder} lead={lead} scope={scope} rendered={rendered} />
      </RenderedModulesContext.Provider>
    </Suspense>
  );
}
