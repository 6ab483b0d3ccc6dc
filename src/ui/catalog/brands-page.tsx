// /brands: every brand by first letter with its logo; /brands/:slug: one brand's description, its top and bottom
// CMS blocks and its products (a listing filtered by p_brandcode = brandId).
import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { BRAND_LOGO_SIZE, fetchBrand, fetchBrandList, type BrandList } from '../../api/catalog/brands-api';
import type { BrandSummary } from '../../domain/catalog-types';
import type { ListingQuery } from '../../domain/listing-query';
import { imageUrl } from '../../lib/image-url';
import { CmsBlock } from '../shell/cms-block';
import { Breadcrumbs } from './breadcrumbs';
import { ListingShimmer } from './listing-shimmer';
import { ListingView } from './listing-view';
import { catalogText } from './messages';
import { ResourceStates } from './resource-states';
import { SanitizedHtml } from '../common/sanitized-html';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useListing } from './use-listing';
import { useResource } from '../common/use-resource';
import './catalog.css';
import { fetchFilteredListing } from '../../api/catalog/listing-api-deferred';

const ALL = 'all';

function logoUrl(src: string): string {
  return imageUrl(src, { type: 'media', width: BRAND_LOGO_SIZE, height: BRAND_LOGO_SIZE, fit: 'inside' });
}

function BrandGrid({ list }: { list: BrandList }) {
  const intl = useIntl();
  // The chosen letter only narrows what is shown; it is not part of any flow.
  const [letter, setLetter] = useState<string>(ALL);
  const shown = letter === ALL ? list.brands : list.brands.filter((brand) => brand.letter === letter);
  if (list.brands.length === 0) return <p>{intl.formatMessage(catalogText.brandsNone)}</p>;
  return (
    <>
      <ToggleButtonGroup
        className="brand-letters"
        aria-label={intl.formatMessage(catalogText.brandsLetters)}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[letter]}
        onSelectionChange={(keys) => setLetter(String([...keys][0] ?? ALL))}
      >
        <ToggleButton id={ALL}>{intl.formatMessage(catalogText.brandsAll)}</ToggleButton>
        {list.letters.map((l) => (
          <ToggleButton key={l} id={l} isDisabled={!list.brands.some((brand) => brand.letter === l)}>
            {l}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ul className="brand-grid">
        {shown.map((brand) => (
          <li key={brand.id}>
            <Link to={`/brands/${brand.slug}`} className="brand-card">
              {brand.imageUrl ? <img src={logoUrl(brand.imageUrl)} alt={brand.alt} width={BRAND_LOGO_SIZE} height={BRAND_LOGO_SIZE} loading="lazy" /> : null}
              <span className="brand-card__name">{brand.label}</span>
              <span className="brand-card__count">{intl.formatMessage(catalogText.brandProducts, { count: brand.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function BrandList() {
  const intl = useIntl();
  const client = useCatalogClient();
  const { status, data, retry } = useResource(() => fetchBrandList(client));
  return (
    <section className="brands-page">
      <h1 className="page-title">{intl.formatMessage(catalogText.brandsHeading)}</h1>
      {status === 'ready' && data ? <BrandGrid list={data} /> : status !== 'ready' ? <ResourceStates status={status} retry={retry} /> : null}
    </section>
  );
}

function BrandProducts({ brand }: { brand: BrandSummary }) {
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const fetchPage = useCallback(
    (query: ListingQuery) => fetchFilteredListing(client, { base: { p_brandcode: { eq: brand.id } }, query, pageSize: settings.pageSize }),
    [client, brand.id, settings],
  );
  const actor = useListing(fetchPage);
  return <ListingView actor={actor} />;
}

function BrandPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const client = useCatalogClient();
  const { status, data: brand, retry } = useResource(() => fetchBrand(client, slug));
  if (status !== 'ready' || !brand) return status === 'ready' ? null : <ResourceStates status={status} retry={retry} />;
  return (
    <section className="brand-page">
      <Breadcrumbs trail={[{ uid: 'brands', name: intl.formatMessage(catalogText.brandsHeading), path: '/brands' }]} current={brand.label} />
      {brand.topBlockId ? (
        <Suspense fallback={null}>
          <CmsBlock identifier={brand.topBlockId} />
        </Suspense>
      ) : null}
      <header className="brand-page__header">
        {brand.imageUrl ? <img src={logoUrl(brand.imageUrl)} alt={brand.alt} width={BRAND_LOGO_SIZE} height={BRAND_LOGO_SIZE} /> : null}
        <h1 className="page-title">{brand.label}</h1>
      </header>
      {brand.description ? <SanitizedHtml className="brand-page__description" html={brand.description} /> : null}
      <Suspense fallback={<ListingShimmer layout="grid" />}>
        <BrandProducts brand={brand} />
      </Suspense>
      {brand.bottomBlockId ? (
        <Suspense fallback={null}>
          <CmsBlock identifier={brand.bottomBlockId} />
        </Suspense>
      ) : null}
    </section>
  );
}

export default function BrandsPage({ slug }: { slug?: string }) {
  return slug ? <BrandPage key={slug} slug={slug} /> : <BrandList />;
}
