// Sanitised CMS html in the DOM, with link handling delegated (account spec §2, links inside CMS html).
import type { CSSProperties, ElementType } from 'react';
import { useHtmlLinkHandling } from '../links/use-html-link-handling.ts';

interface Props {
  /** Already sanitised by the parser (sanitize-html.ts); never pass stored HTML here directly. */
  html: string;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
  'data-pb-style'?: string;
  'data-content-type'?: string;
}

export function SafeHtml({ html, as: Tag = 'div', ...rest }: Props) {
  const { html: decorated, onClick } = useHtmlLinkHandling(html);
  return <Tag {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: decorated }} />;
}
