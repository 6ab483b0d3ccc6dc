// Map: the stored locations as an accessible list, each linking to OpenStreetMap in a new tab
// (no third-party map script or API key on our pages; docs/decisions/content-rich-types.md).
import { useIntl } from 'react-intl';
import type { BlockProps } from '../render/block-registry.ts';
import { styleProps } from '../render/style-props.ts';
import { messages } from '../messages.ts';

export default function MapBlock({ node }: BlockProps<'map'>) {
  const intl = useIntl();
  if (node.locations.length === 0) return null;
  return (
    <div {...styleProps(node.main, 'pb-map')}>
      <ul aria-label={intl.formatMessage(messages.mapLocations)}>
        {node.locations.map((l, i) => {
          const href = `https://www.openstreetmap.org/?mlat=${l.latitude}&mlon=${l.longitude}#map=16/${l.latitude}/${l.longitude}`;
          const address = [l.address, l.city, l.zipcode, l.country].filter(Boolean).join(', ');
          return (
            <li key={`${l.latitude},${l.longitude},${i}`}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {l.name || intl.formatMessage(messages.openMap, { name: address })}
              </a>
              {address ? <address>{address}</address> : null}
              {l.phone ? <a href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>{l.phone}</a> : null}
              {l.comment ? <p>{l.comment}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
