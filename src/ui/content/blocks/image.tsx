import type { BlockProps } from '../render/block-registry.ts';
import { ResponsivePicture } from '../images/responsive-picture.tsx';
import { ContentLink } from '../links/content-link.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Image({ node }: BlockProps<'image'>) {
  const picture = (
    <ResponsivePicture desktopSrc={node.desktopSrc} mobileSrc={node.mobileSrc} alt={node.alt} title={node.title} style={node.image.style} />
  );
  return (
    <figure {...styleProps(node.main, 'pb-image')}>
      {node.link ? <ContentLink link={node.link}>{picture}</ContentLink> : picture}
      {node.caption ? <figcaption>{node.caption}</figcaption> : null}
    </figure>
  );
}
