import { useIntl } from 'react-intl';
import type { StockStatus as Stock } from '../../domain/catalog-types';
import { catalogText } from './messages';

export function StockStatus({ stock, onlyXLeft }: { stock: Stock; onlyXLeft?: number | null }) {
  const intl = useIntl();
  const inStock = stock === 'IN_STOCK';
  return (
    <span className={`stock stock--${inStock ? 'in' : 'out'}`}>
      {intl.formatMessage(inStock ? catalogText.inStock : catalogText.outOfStock)}
      {inStock && onlyXLeft ? ` · ${intl.formatMessage(catalogText.onlyXLeft, { count: onlyXLeft })}` : null}
    </span>
  );
}
