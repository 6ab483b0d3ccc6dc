// A fake server for a product page with a real cart runtime behind it: the page's queries answer `product`,
// the cart starts empty, and every add succeeds (tests read what was sent through callsOf('addProductToCart')).
import { rawCart } from '../cart/cart-test-kit';
import { brandList, storeConfig } from './catalog-fixtures';
import { fakeServer } from './catalog-test-kit';

export function productPageCartServer(product: object) {
  return fakeServer({
    getStoreConfigData: () => storeConfig,
    getPageSize: () => storeConfig,
    getBrandList: () => brandList,
    productGroupRuleList: () => ({ productGroupRuleList: [] }),
    getProductDetail: () => ({ products: { items: [product] } }),
    createCart: () => ({ cartId: 'cart-1' }),
    getCartDetails: () => ({ cart: rawCart('cart-1', []) }),
    addProductToCart: () => ({ addProductsToCart: { cart: { id: 'cart-1', total_quantity: 1 }, user_errors: [] } }),
  });
}
