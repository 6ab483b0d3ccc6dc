// One product in a listing (category, search, brand, flash sales, cross-sells).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PriceRule, ProductCard as Card } from '../../domain/catalog-types';
import { ListHeart } from '../lists/list-heart';
import { AddToCartSlot } from './add-to-cart-slot';
import { catalogText } from './messages';
import { PriceDisplay } from './price-display';
import { ProductListImage } from './product-image';
import { StockStatus } from './stock-status';

export function ProductCard({ product, rule, brandLabel, priority = false }: { product: Card; rule?: PriceRule | null; brandLabel?: string | null; priority?: boolean }) {
  const intl = useIntl();
  const brand = brandLabel ?? null;
  return (
    <article className="product-card" aria-labelledby={`product-${product.uid}`}>
      <Link to={product.path} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
        <ProductListImage image={product.image} name={product.name} priority={priority} />
      </Link>
      <div className="product-card__body">
        {brand ? <span className="product-card__brand">{brand}</span> : null}
        <h3 className="product-card__name" id={`product-${product.uid}`}>
          <Link to={product.path}>{product.name}</Link>
        </h3>
        {/* Price and stock share a line: a phone's first screen holds a row of whole cards (catalog.css). */}
        <div className="product-card__price-line">
          <PriceDisplay price={product.price} kind={product.kind} excludingVat={product.excludingVat} rule={rule} />
          <StockStatus stock={product.stock} />
        </div>
        {product.isPreorder ? (
          <span className="product-card__preorder">
            {product.preorderReleaseDate
              ? intl.formatMessage(catalogText.preorder, { date: intl.formatDate(product.preorderReleaseDate, { dateStyle: 'medium' }) })
              : intl.formatMessage(catalogText.preorderNoDate)}
          </span>
        ) : null}
        <AddToCartSlot
          product={product}
          variant={null}
          selectedOptions={{}}
          hidden={rule?.hideCart === true || product.stock === 'OUT_OF_STOCK'}
          placement="card"
        />
        <ListHeart product={product} />
      </div>
    </article>
  );
}
