// Stored HTML (product descriptions, price-rule content) shown through the content renderer's sanitiser; never
// inserted as sent by the server.
import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../content';

export function SanitizedHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
