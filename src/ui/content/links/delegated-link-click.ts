// One click handler for every link inside a block of HTML: internal links navigate in the app, data-id-redirect
// is stored, modified clicks and new-tab links are left to the browser. Used for content kept as the server's
// HTML and by use-html-link-handling.ts for CMS html blocks (where external links also open in a new tab).
import type { MouseEvent } from 'react';
import type { ContentEnvironment } from '../environment/content-environment.tsx';
import { classifyLink, isModifiedClick } from './classify-link.ts';

export function delegatedLinkClick(env: Pick<ContentEnvironment, 'isInternalUrl' | 'navigate' | 'storeRedirectValue'>, externalInNewTab = false) {
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!target || !event.currentTarget.contains(target)) return;
    const redirect = target.getAttribute('data-id-redirect');
    if (redirect) env.storeRedirectValue(redirect);
    const action = classifyLink({
      href: target.getAttribute('href') ?? '',
      openInNewTab: target.getAttribute('target') === '_blank',
      externalInNewTab,
      isInternalUrl: env.isInternalUrl,
    });
    if (action.kind === 'app' && !isModifiedClick(event)) {
      event.preventDefault();
      env.navigate(action.path);
    }
  };
}
