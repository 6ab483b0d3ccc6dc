// Stored HTML (product descriptions, price-rule content) shown through the content renderer's sanitiser; never
// inserted as sent by the server. The sanitiser is imported by its own path, not through the content barrel,
// which would pull the Page Builder renderer into every chunk that shows a price.
import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../content/sanitize/sanitize-html.ts';

export function SanitizedHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
