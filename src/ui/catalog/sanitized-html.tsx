// Stored HTML (product descriptions, price-rule content) shown through the content renderer's sanitiser; never
// inserted as sent by the server. HTML the server already sanitised and rendered is kept as it is when the page
// hydrates (read back from the DOM), so a first visit does not load the sanitiser; anything rendered in the
// browser goes through it (sanitized-html-now.tsx, loaded on demand).
import { lazy, Suspense, useId, useState, type ElementType } from 'react';
import { useHydrating } from '../common/use-hydrating';

const SanitizedHtmlNow = lazy(() => import('./sanitized-html-now.tsx'));

/** The server's markup of the element marked `marker`, read while hydrating. */
function serverInnerHtml(marker: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll('[data-sanitized]')) if (element.getAttribute('data-sanitized') === marker) return element.innerHTML;
  return null;
}

export function SanitizedHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const marker = useId();
  const hydrating = useHydrating();
  const [server] = useState(() => (hydrating ? { html, inner: serverInnerHtml(marker) } : null));
  const fallback = <Tag className={className} data-sanitized={marker} />;
  if (server && server.inner !== null && server.html === html) {
    return (
      <Suspense fallback={fallback}>
        {/* The markup the server sanitised and sent, read back from the DOM: React keeps it as it is. */}
        <Tag className={className} data-sanitized={marker} dangerouslySetInnerHTML={{ __html: server.inner }} suppressHydrationWarning />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <SanitizedHtmlNow html={html} as={Tag} className={className} marker={marker} />
    </Suspense>
  );
}
