// Stored HTML (product descriptions, price-rule content, consent texts) shown through the content renderer's
// sanitiser; never inserted as sent by the GraphQL server. The sanitiser loads on demand (sanitizer-loader.ts):
// hydrating a server-rendered page keeps the server's sanitised markup, read back from the DOM, as long as the
// stored HTML is the one the server rendered, so a first visit does not download DOMPurify for it. HTML the server
// sanitised ahead for a part it did not render (sanitized-ahead.ts) is used as sent, without the sanitiser too.
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ElementType } from 'react';
import { useFirstRenderedOnServer } from './use-hydrating';
import { sanitizedAhead } from './sanitized-ahead';
import { loadedSanitizer, loadSanitizer, onSanitizerLoaded } from './sanitizer-loader';

const SCOPE_ATTRIBUTE = 'data-sanitized';

interface ServerMarkup {
  /** The stored HTML the server sanitised. */
  source: string;
  /** What the server sent for it: sanitised markup. */
  inner: string;
}

/** The server's markup of this element, read while hydrating (null on the server, or when the server sent none). */
function readServerMarkup(scope: string, source: string): ServerMarkup | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[${SCOPE_ATTRIBUTE}="${scope}"]`);
  return element ? { source, inner: element.innerHTML } : null;
}

export function SanitizedHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const fromServer = useFirstRenderedOnServer();
  const [server] = useState(() => (fromServer ? readServerMarkup(scope, html) : null));
  const sanitize = useSyncExternalStore(onSanitizerLoaded, loadedSanitizer, loadedSanitizer);
  // The server's markup stays for as long as the stored HTML is the one it sanitised, even once the sanitiser has
  // loaded for another element: replacing identical markup would only cost a focused link its focus.
  const keepServer = server !== null && server.source === html;
  const ahead = sanitizedAhead.lookup(html);
  const needsSanitizer = !keepServer && ahead === undefined;
  useEffect(() => {
    if (!sanitize && needsSanitizer) loadSanitizer().catch(() => undefined);
  }, [sanitize, needsSanitizer]);
  const inner = useMemo(() => (keepServer ? server.inner : (ahead ?? (sanitize ? sanitize(html) : ''))), [sanitize, keepServer, server, ahead, html]);
  return (
    <Tag
      className={className}
      {...{ [SCOPE_ATTRIBUTE]: scope }}
      dangerouslySetInnerHTML={{ __html: inner }}
      // Hydrating without the sanitiser: the markup is the server's own, read back from the DOM.
      suppressHydrationWarning={keepServer || undefined}
    />
  );
}
