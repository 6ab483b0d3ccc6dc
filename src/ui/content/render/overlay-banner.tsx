// Shared body of banner and slide: background (desktop/mobile, quality 85, lazy), overlay colour,
// message, button, and the whole thing as one link when a link is set.
import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { BannerNode, SlideNode } from '../parse/content-node.ts';
import { ContentLink } from '../links/content-link.tsx';
import { useBackgroundStyle, withBackgroundClass } from '../images/use-background-style.ts';
import { SafeHtml } from './safe-html.tsx';
import { styleProps } from './style-props.ts';

export function OverlayBanner({ node, kind }: { node: BannerNode | SlideNode; kind: 'banner' | 'slide' }) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const background = useBackgroundStyle(node.background, wrapperRef);
  const poster = node.appearance === 'poster';
  const overlayStyle: CSSProperties = node.showOverlay === 'always' && node.overlayColor ? { backgroundColor: node.overlayColor } : {};
  const body: ReactNode = (
    <div ref={wrapperRef} {...styleProps(node.wrapper, withBackgroundClass(`pagebuilder-${kind}-wrapper`, background), background.style)}>
      <div
        {...styleProps(node.overlay, `pagebuilder-overlay${poster ? ' pagebuilder-poster-overlay' : ''} pb-overlay--${node.showOverlay}`, overlayStyle)}
        style={{ ...node.overlay.style, backgroundColor: undefined, ...overlayStyle }}
        data-overlay-color={node.showOverlay === 'hover' ? node.overlayColor : undefined}
      >
        <div className={poster ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content'}>
          <SafeHtml html={node.html} className="pb-overlay__message" />
          {node.buttonText && node.showButton !== 'never' ? (
            <span className={`pagebuilder-${kind}-button pagebuilder-button-${node.buttonKind} pb-button--${node.showButton}`}>{node.buttonText}</span>
          ) : null}
        </div>
      </div>
    </div>
  );
  return (
    <div {...styleProps(node.main, `pb-${kind} pb-${kind}--${node.appearance}`)}>
      {node.link ? <ContentLink link={node.link} className={`pb-${kind}__link`}>{body}</ContentLink> : body}
    </div>
  );
}
