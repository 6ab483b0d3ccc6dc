// Headers of storefront spec section 7, built from what is stored at the moment of the call.
import { DEFAULT_STORE_CODE } from '../lib/store-path';

/** A path containing this marks the repayment flow. */
export const REPAYMENT_PATH_MARKER = '/repayment/order_increment_id';

export interface RequestSession {
  /** Stored store view code (store_view_code), default th. */
  storeCode: string;
  /** Stored currency (store_view_currency), null when none. */
  currency: string | null;
  /** Stored signin_token, null when signed out. */
  token: string | null;
  /** location.pathname, for the repayment marker. */
  pathname: string;
}

export function sessionHeaders(session: RequestSession): Record<string, string> {
  const headers: Record<string, string> = {
    store: session.storeCode || DEFAULT_STORE_CODE,
    authorization: session.token ? `Bearer ${session.token}` : '',
  };
  if (session.currency) headers['Content-Currency'] = session.currency;
  if (session.pathname.includes(REPAYMENT_PATH_MARKER)) headers['is-repayment'] = 'true';
  return headers;
}
