// An <a> for links Page Builder stores on buttons, banners, slides and images.
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { ContentLinkData } from '../parse/content-node.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { classifyLink, isModifiedClick } from './classify-link.ts';

interface Props {
  link: ContentLinkData;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'data-pb-style'?: string;
}

export function ContentLink({ link, className, style, children, ...rest }: Props) {
  const env = useContentEnvironment();
  if (!link.href) return <span className={className} style={style}>{children}</span>;
  const action = classifyLink({ href: link.href, openInNewTab: link.openInNewTab, externalInNewTab: false, isInternalUrl: env.isInternalUrl });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.redirectValue) env.storeRedirectValue(link.redirectValue);
    if (action.kind === 'app' && !isModifiedClick(event)) {
      event.preventDefault();
      env.navigate(action.path);
    }
  };
  const newTab = action.kind === 'new-tab';
  return (
    <a
      href={link.href}
      className={className}
      style={style}
      title={link.title}
      data-link-type={link.linkType}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      data-pb-style={rest['data-pb-style']}
      data-id-redirect={link.redirectValue || undefined}
    >
      {children}
    </a>
  );
}
