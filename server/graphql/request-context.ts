import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { GraphQLContext, StoreView } from './context';
import { GraphQlInputException } from './errors';
import { storeDirectoryFor, type StoreRow, type StoreSnapshot } from '../modules/store/store-directory';

/** What a request asks for, read from headers (and the `store` query parameter the storefront's GETs carry). */
export interface RequestSelectors {
  storeCode: string | null;
  currency: string | null;
  bearerToken: string | null;
  isRepayment: boolean;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : null;
}

export function readSelectors(request: FastifyRequest): RequestSelectors {
  const query = request.query as Record<string, unknown> | undefined;
  const storeParam = typeof query?.store === 'string' && query.store.trim() ? query.store.trim() : null;
  const authorization = header(request, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  return {
    storeCode: header(request, 'store') ?? storeParam,
    currency: header(request, 'content-currency')?.toUpperCase() ?? null,
    // "Bearer " with nothing after it (signed-out storefront) is a guest, as in Magento.
    bearerToken: bearer && bearer !== 'null' && bearer !== 'undefined' ? bearer : null,
    isRepayment: header(request, 'is-repayment')?.toLowerCase() === 'true',
  };
}

export function toStoreView(store: StoreRow): StoreView {
  return { id: store.store_id, code: store.code, locale: store.locale, baseCurrency: store.base_currency };
}

/** Chooses the store view and display currency; an unknown store or currency is the caller's error. */
export function selectStore(snapshot: StoreSnapshot, selectors: RequestSelectors): { store: StoreRow; currency: string | null } {
  const store = selectors.storeCode === null ? snapshot.defaultStore : snapshot.byCode.get(selectors.storeCode);
  if (!store) throw new GraphQlInputException('Requested store is not found');
  if (selectors.currency !== null && !snapshot.allowedCurrencies(store).includes(selectors.currency)) {
    throw new GraphQlInputException(`Currency not allowed for store ${store.code}`);
  }
  return { store, currency: selectors.currency };
}

/** Per-server settings a context carries besides what the headers select. */
export interface ContextExtras {
  customerTokenTtlSeconds: number;
}

/** What a context gets when the caller has no server config (tests, in-process rendering). */
export const DEFAULT_CONTEXT_EXTRAS: ContextExtras = { customerTokenTtlSeconds: 3600 };

export async function buildContext(db: Kysely<Database>, selectors: RequestSelectors, extras: ContextExtras = DEFAULT_CONTEXT_EXTRAS): Promise<GraphQLContext> {
  const snapshot = await storeDirectoryFor(db).snapshot();
  const { store, currency } = selectStore(snapshot, selectors);
  return { db, store: toStoreView(store), currency, bearerToken: selectors.bearerToken, isRepayment: selectors.isRepayment, ...extras };
}
