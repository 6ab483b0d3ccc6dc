import type { Kysely, Selectable } from 'kysely';
import type { Database, StoreTable } from '../../db/types';
import { dataVersionFor, type DataVersionWatcher } from '../../graphql/data-version';

export type StoreRow = Selectable<StoreTable>;

export interface CurrencyRate {
  base: string;
  target: string;
  rate: number;
}

/**
 * Store views, config values and currency rates change only when an operator edits them, yet nearly every
 * request reads them (the store header, storeConfig, currency). They are kept in memory and reloaded when
 * the data version changes.
 */
export class StoreSnapshot {
  readonly byCode: ReadonlyMap<string, StoreRow>;
  readonly defaultStore: StoreRow;

  constructor(
    readonly stores: readonly StoreRow[],
    private readonly configByScope: ReadonlyMap<number, ReadonlyMap<string, string | null>>,
    readonly rates: readonly CurrencyRate[],
    readonly rootCategoryId: number | null,
  ) {
    this.byCode = new Map(stores.map((store) => [store.code, store]));
    const fallback = stores.find((store) => store.is_default) ?? stores[0];
    if (!fallback) throw new Error('The store table is empty: run the migrations and the seed first.');
    this.defaultStore = fallback;
  }

  /** Magento's scope fallback: the store view's value, else the default scope's (scope_id 0). */
  config(storeId: number, path: string): string | null {
    const own = this.configByScope.get(storeId);
    if (own?.has(path)) return own.get(path) ?? null;
    return this.configByScope.get(0)?.get(path) ?? null;
  }

  /** Display currencies a store allows (currency/options/allow), always including its default. */
  allowedCurrencies(store: StoreRow): string[] {
    const listed = (this.config(store.store_id, 'currency/options/allow') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => /^[A-Z]{3}$/.test(code));
    const base = this.config(store.store_id, 'currency/options/base') ?? store.base_currency;
    const display = this.config(store.store_id, 'currency/options/default') ?? store.default_display_currency;
    return [...new Set([display, base, ...listed])].sort();
  }
}

export class StoreDirectory {
  private loaded: { stamp: string; snapshot: StoreSnapshot } | null = null;
  private loading: Promise<StoreSnapshot> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly version: DataVersionWatcher,
  ) {}

  async snapshot(): Promise<StoreSnapshot> {
    const stamp = await this.version.current();
    if (this.loaded?.stamp === stamp) return this.loaded.snapshot;
    this.loading ??= this.load(stamp).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(stamp: string): Promise<StoreSnapshot> {
    const [stores, configRows, rates, root] = await Promise.all([
      this.db.selectFrom('store').selectAll().where('is_active', '=', true).orderBy('sort_order').orderBy('store_id').execute(),
      this.db.selectFrom('config').select(['scope_id', 'path', 'value']).execute(),
      this.db.selectFrom('currency_rate').select(['base', 'target', 'rate']).orderBy('target').execute(),
      this.db.selectFrom('category').select('category_id').where('level', '=', 1).orderBy('category_id').executeTakeFirst(),
    ]);
    const configByScope = new Map<number, Map<string, string | null>>();
    for (const row of configRows) {
      let scope = configByScope.get(row.scope_id);
      if (!scope) {
        scope = new Map();
        configByScope.set(row.scope_id, scope);
      }
      scope.set(row.path, row.value);
    }
    const snapshot = new StoreSnapshot(
      stores,
      configByScope,
      rates.map((rate) => ({ base: rate.base, target: rate.target, rate: Number(rate.rate) })),
      root?.category_id ?? null,
    );
    this.loaded = { stamp, snapshot };
    return snapshot;
  }
}

const directories = new WeakMap<Kysely<Database>, StoreDirectory>();

/** One directory per database handle (resolvers reach it from `context.db`). */
export function storeDirectoryFor(db: Kysely<Database>): StoreDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = new StoreDirectory(db, dataVersionFor(db));
    directories.set(db, directory);
  }
  return directory;
}
