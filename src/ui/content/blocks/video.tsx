// Video: YouTube/Vimeo embeds in a sandboxed, lazily loaded frame, or a file in <video>.
import { useIntl } from 'react-intl';
import type { BlockProps } from '../render/block-registry.ts';
import { styleProps } from '../render/style-props.ts';
import { messages } from '../messages.ts';

export default function Video({ node }: BlockProps<'video'>) {
  const intl = useIntl();
  if (!node.source) return null;
  const title = intl.formatMessage(messages.videoTitle);
  return (
    <div {...styleProps(node.main, 'pb-video')}>
      <div {...styleProps(node.inner, 'pagebuilder-video-inner')}>
        <div className="pagebuilder-video-container" style={{ position: 'relative', aspectRatio: '16 / 9' }}>
          {node.source.kind === 'embed' ? (
            <iframe
              src={node.source.src}
              title={title}
              loading="lazy"
              allow="fullscreen; picture-in-picture; encrypted-media"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a Page Builder video block has no field for a caption file
            <video src={node.source.src} controls muted={node.autoplay} autoPlay={node.autoplay} playsInline preload="metadata" title={title} style={{ width: '100%' }} />
          )}
        </div>
      </div>
    </div>
  );
}
