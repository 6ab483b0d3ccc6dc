import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The store view a request is answered in, chosen by the `store` header or parameter (default th). */
export interface StoreView {
  id: number;
  code: string;
  locale: string;
  baseCurrency: string;
}

/**
 * What every resolver receives. Built once per request in server/graphql/build-context.ts from the headers
 * section 7 of the storefront spec names: store, Content-Currency, Authorization: Bearer, is-repayment.
 */
export interface GraphQLContext {
  db: Kysely<Database>;
  store: StoreView;
  /** Display currency asked for with Content-Currency; null means the store's default display currency. */
  currency: string | null;
  /** The bearer token from Authorization, null for guests. Resolved to a customer by the customers module. */
  bearerToken: string | null;
  isRepayment: boolean;
  /** Lifetime given to customer tokens issued in this request (TALAT_CUSTOMER_TOKEN_TTL_SECONDS). */
  customerTokenTtlSeconds: number;
}
