// The part of SanitizedHtml that needs the sanitiser (DOMPurify): a chunk of its own, loaded only when the
// browser must sanitise HTML itself (not for HTML the server sanitised and rendered).
import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../content/sanitize/sanitize-html.ts';

export default function SanitizedHtmlNow({ html, as: Tag, className, marker }: { html: string; as: ElementType; className?: string; marker: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} data-sanitized={marker} dangerouslySetInnerHTML={{ __html: clean }} />;
}
