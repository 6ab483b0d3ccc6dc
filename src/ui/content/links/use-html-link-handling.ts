// Links inside CMS html (text, html and unknown blocks): decorate external/targeted links to open in a
// new tab, and delegate clicks so internal links navigate client-side and data-id-redirect is stored.
import { useMemo } from 'react';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { classifyLink } from './classify-link.ts';
import { delegatedLinkClick } from './delegated-link-click.ts';
import { contentWindow } from '../../common/dom-window.ts';

/** Adds target=_blank + rel to the links that open in a new tab. Input is already sanitised. */
export function decorateHtmlLinks(html: string, isInternalUrl: (url: string) => boolean): string {
  if (!html.includes('<a')) return html;
  const template = contentWindow().document.createElement('template');
  template.innerHTML = html;
  for (const a of Array.from(template.content.querySelectorAll('a[href]'))) {
    const action = classifyLink({
      href: a.getAttribute('href') ?? '',
      openInNewTab: a.getAttribute('target') === '_blank',
      externalInNewTab: true,
      isInternalUrl,
    });
    if (action.kind === 'new-tab') {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}

export function useHtmlLinkHandling(html: string) {
  const env = useContentEnvironment();
  const decorated = useMemo(() => decorateHtmlLinks(html, env.isInternalUrl), [html, env.isInternalUrl]);
  const onClick = useMemo(() => delegatedLinkClick(env, true), [env]);
  return { html: decorated, onClick };
}
