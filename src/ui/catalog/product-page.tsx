// Product page for every product type: gallery, name, sku, brand, stock, pre-order date, weighed-item note,
// price (with price rule), configurable options (the chosen variant's price, image and stock), bundle,
// customizable, grouped and downloadable parts, attributes, shipping services, description, breadcrumbs and
// cross-sells. The add-to-cart area is the AddToCartSlot the cart work fills in.
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { catalogOptionsMachine, selectedVariant } from '../../machines/catalog-options.machine';
import { catalogCustomOptionsMachine, customOptionsPayload } from '../../machines/catalog-custom-options.machine';
import { Shimmer } from '../common/shimmer';
import { ListHeart } from '../lists/list-heart';
import { AddToCartSlot } from './add-to-cart-slot';
import { Breadcrumbs } from './breadcrumbs';
import { catalogText } from './messages';
import { PriceDisplay } from './price-display';
import { customOptionSpecs, shownCustomOptions } from './custom-options-model';
import { ProductCard } from './product-card';
import { ProductGallery } from './product-gallery';
import { bundleChoiceSpecs, bundleDefaultChoices, downloadableLinkSpecs } from './purchase-choices';
import { ResourceStates } from './resource-states';
import { SanitizedHtml } from '../common/sanitized-html';
import { StockStatus } from './stock-status';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useResource } from '../common/use-resource';
import { usePageTitle } from './use-page-title';
import { LoadedWhen } from '../common/lazy-view';
import { lazyModule } from '../common/lazy-module';
import './catalog.css';
import { onFirstCall } from '../../lib/on-first-call';
import type { ProductPageData } from '../../api/catalog/product-api';
import { inspected } from '../providers/inspection';
import { commonText } from '../common/messages';

// A server-rendered product starts from its snapshot: the adapter loads when another product is shown.
const fetchProductPage = onFirstCall(() => import('../../api/catalog/product-api'), 'fetchProductPage');
const fetchBrandNames = onFirstCall(() => import('../../api/catalog/brands-api'), 'fetchBrandNames');

// Only a product with customizable options loads their widgets (React Aria Select, RadioGroup, CheckboxGroup);
// like the choices below, the ones the server rendered load before hydrating.
const ProductCustomOptions = lazyModule('catalog/custom-options', async () => (await import('./product-custom-options')).ProductCustomOptions);
// Only a product of a type with choices loads that type's fields: a simple product, most of the shop, loads none.
// The server reports the ones it rendered and the browser loads them before hydrating (common/lazy-module.ts), so a
// press on a size or a bundle choice while the page hydrates is never lost (docs/decisions/hydration-tap-race.md).
const ConfigurableOptions = lazyModule('catalog/configurable-options', async () => (await import('./configurable-options')).ConfigurableOptions);
const BundleChoices = lazyModule('catalog/bundle-choices', async () => (await import('./purchase-choice-fields')).BundleChoices);
const DownloadableLinkChoices = lazyModule('catalog/downloadable-choices', async () => (await import('./purchase-choice-fields')).DownloadableLinkChoices);
const GroupedItems = lazyModule('catalog/grouped-items', async () => (await import('./product-extras')).GroupedItems);

function ProductView({ data, brandNames }: { data: ProductPageData; brandNames: Record<string, string> }) {
  const intl = useIntl();
  const { product, rules } = data;
  const options = useActorRef(catalogOptionsMachine, inspected({
    input: { codes: product.configurableOptions.map((o) => o.code), variants: product.variants },
  }));
  const selection = useSelector(options, (s) => s.context.selection);
  const variantUid = useSelector(options, (s) => (s.matches('complete') ? selectedVariant(s.context)?.uid : null));
  // Customizable options, bundle items and downloadable links: every choice add-to-cart sends as selected_options.
  const custom = useActorRef(catalogCustomOptionsMachine, inspected({
    input: {
      options: [...customOptionSpecs(product.customOptions), ...bundleChoiceSpecs(product.bundleItems), ...downloadableLinkSpecs(product.downloadableLinks)],
      chosen: bundleDefaultChoices(product.bundleItems),
    },
  }));
  const customReady = useSelector(custom, (s) => s.matches('ready'));
  const customContext = useSelector(custom, (s) => s.context);
  const customOptions = useMemo(() => ({ ready: customReady, ...customOptionsPayload(customContext) }), [customReady, customContext]);
  const variant = useMemo(() => product.variants.find((v) => v.uid === variantUid) ?? null, [product.variants, variantUid]);

  const price = variant?.price ?? product.price;
  const stock = variant?.stock ?? product.stock;
  const gallery = variant && variant.gallery.length ? variant.gallery : product.gallery.length ? product.gallery : product.image ? [{ ...product.image, position: 1 }] : [];
  const rule = rules[variant?.sku ?? product.sku] ?? rules[product.sku] ?? null;
  const brand = product.brandCode ? (brandNames[product.brandCode] ?? null) : null;
  const currency = price.minimum.final.currency;

  usePageTitle(product.metaTitle || product.name);

  return (
    <article className="product-page">
      <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
      <div className="product-page__top">
        {/* A chosen variant brings its own images: a new gallery starts at its first image. */}
        <ProductGallery key={variant?.uid ?? product.uid} images={gallery} />
        <div className="product-page__summary">
          {brand ? <p className="product-page__brand">{intl.formatMessage(catalogText.brand, { brand })}</p> : null}
          <h1 className="page-title">{product.name}</h1>
          <p className="product-page__sku">{intl.formatMessage(catalogText.sku, { sku: variant?.sku ?? product.sku })}</p>
          <PriceDisplay className="price price--large" price={price} kind={product.kind} excludingVat={product.excludingVat} rule={rule} />
          <StockStatus stock={stock} onlyXLeft={product.onlyXLeft} />
          {product.isFreeGift ? <p className="badge">{intl.formatMessage(catalogText.freeGift)}</p> : null}
          {product.isPreorder ? (
            <p className="product-page__preorder">
              {product.preorderReleaseDate
                ? intl.formatMessage(catalogText.preorder, { date: intl.formatDate(product.preorderReleaseDate, { dateStyle: 'long' }) })
                : intl.formatMessage(catalogText.preorderNoDate)}
            </p>
          ) : null}
          {product.isWeighing ? <p className="product-page__weighed">{intl.formatMessage(catalogText.weighed)}</p> : null}
          <LoadedWhen when={product.configurableOptions.length > 0}>
            <ConfigurableOptions options={product.configurableOptions} actor={options} />
          </LoadedWhen>
          {shownCustomOptions(product.customOptions).length ? (
            // Hydration keeps the server's HTML of the options until their chunk has loaded.
            <Suspense fallback={null}>
              <ProductCustomOptions options={product.customOptions} actor={custom} currency={currency} />
            </Suspense>
          ) : null}
          <LoadedWhen when={product.bundleItems.length > 0}>
            <BundleChoices items={product.bundleItems} actor={custom} currency={currency} />
          </LoadedWhen>
          <LoadedWhen when={product.downloadableLinks.length > 0}>
            <DownloadableLinkChoices links={product.downloadableLinks} title={product.linksTitle} actor={custom} currency={currency} />
          </LoadedWhen>
          {product.shortDescriptionHtml ? <SanitizedHtml className="product-page__short" html={product.shortDescriptionHtml} /> : null}
          {/* On phones a bar at the bottom of the screen while the page scrolls (catalog.css, first screens). */}
          <div className="product-page__buy">
            <AddToCartSlot
              product={product}
              variant={variant}
              selectedOptions={selection}
              customOptions={customOptions}
              hidden={rule?.hideCart === true || stock === 'OUT_OF_STOCK'}
              placement="product-page"
            />
            <ListHeart product={product} />
          </div>
        </div>
      </div>
      <LoadedWhen when={product.groupedItems.length > 0}>
        <GroupedItems items={product.groupedItems} rules={rules} />
      </LoadedWhen>
      {product.attributes.length ? (
        <section className="product-extras" aria-labelledby="details-heading">
          <h2 id="details-heading">{intl.formatMessage(catalogText.details)}</h2>
          <dl className="attributes">
            {product.attributes.map((attribute) => (
              <div key={attribute.code}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.shippingServices.length ? (
        <section className="product-extras" aria-labelledby="shipping-heading">
          <h2 id="shipping-heading">{intl.formatMessage(catalogText.shipping)}</h2>
          <ul className="shipping-services">
            {product.shippingServices.map((service) => (
              <li key={service.value}>
                {service.imageUrl ? <img src={service.imageUrl} alt="" width={24} height={24} /> : null}
                {service.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.descriptionHtml ? (
        <section className="product-extras" aria-labelledby="description-heading">
          <h2 id="description-heading">{intl.formatMessage(catalogText.description)}</h2>
          <SanitizedHtml html={product.descriptionHtml} />
        </section>
      ) : null}
      {product.crossSells.length ? (
        <section className="product-extras" aria-labelledby="crosssell-heading">
          <h2 id="crosssell-heading">{intl.formatMessage(catalogText.crossSells)}</h2>
          <ul className="product-list product-list--grid">
            {product.crossSells.map((item) => (
              <li key={item.uid}>
                <ProductCard product={item} rule={rules[item.sku]} brandLabel={item.brandCode ? brandNames[item.brandCode] : null} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

interface Loaded {
  data: ProductPageData;
  brandNames: Record<string, string>;
}

function ProductLoader({ urlKey }: { urlKey: string }) {
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const { status, data, retry } = useResource<Loaded>(async () => {
    const [page, brandNames] = await Promise.all([
      fetchProductPage(client, urlKey, settings.categoryUrlSuffix),
      fetchBrandNames(client).catch(() => ({})),
    ]);
    return page ? { data: page, brandNames } : null;
  });
  if (status !== 'ready' || !data) return status === 'ready' ? null : <ResourceStates status={status} retry={retry} />;
  return <ProductView data={data.data} brandNames={data.brandNames} />;
}

export default function ProductPage({ urlKey }: { urlKey: string }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Shimmer lines={6} label={intl.formatMessage(commonText.fetchingData)} />}>
      <ProductLoader key={urlKey} urlKey={urlKey} />
    </Suspense>
  );
}
