// Brand renderer: the shop's featured brands (Amasty's brand slider list, `ambrandslider`) as logo cards that
// open the brand page; the renderer lays them out as a slider or a list.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ItemsLayout } from '../content';
import { BRAND_LOGO_SIZE, fetchSliderBrands } from '../../api/catalog/brands-api';
import type { BrandSummary } from '../../domain/catalog-types';
import { imageUrl } from '../../lib/image-url';
import { ResourceStates } from '../catalog/resource-states';
import { useCatalogClient } from '../catalog/use-catalog-client';
import { useResource } from '../common/use-resource';
import { partsText } from './messages';

function BrandCard({ brand }: { brand: BrandSummary }) {
  return (
    <Link to={`/brands/${brand.slug}`} className="brand-card">
      {brand.imageUrl ? (
        <img
          src={imageUrl(brand.imageUrl, { type: 'media', width: BRAND_LOGO_SIZE, height: BRAND_LOGO_SIZE, fit: 'inside' })}
          alt=""
          width={BRAND_LOGO_SIZE}
          height={BRAND_LOGO_SIZE}
          loading="lazy"
        />
      ) : null}
      <span className="brand-card__name">{brand.label}</span>
    </Link>
  );
}

export default function BrandsPart({ limit, layout }: { limit: number; layout: ItemsLayout }) {
  const intl = useIntl();
  const client = useCatalogClient();
  const { status, data, retry } = useResource(() => fetchSliderBrands(client, limit));
  if (status === 'missing') return null;
  if (status !== 'ready') return <ResourceStates status={status} retry={retry} />;
  if (!data || data.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(partsText.brandsLabel)}>
      {layout(data.map((brand) => ({ key: brand.id || brand.slug, node: <BrandCard brand={brand} /> })))}
    </nav>
  );
}
