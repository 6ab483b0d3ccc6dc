// getStoreConfigForCartPage: the store settings the cart views need (success popup flag, product URL suffix).
import { GetStoreConfigForCartPageDocument } from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';

export interface CartPageConfig {
  successPopupEnabled: boolean;
  productUrlSuffix: string;
}

export async function fetchCartPageConfig(client: GraphQLClient): Promise<CartPageConfig> {
  const { storeConfig } = await client.request(GetStoreConfigForCartPageDocument, {});
  return {
    successPopupEnabled: storeConfig?.isEnabledSuccessPopup === true,
    productUrlSuffix: storeConfig?.product_url_suffix ?? '',
  };
}
