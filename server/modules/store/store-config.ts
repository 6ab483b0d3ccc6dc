import {
  getNamedType,
  GraphQLEnumType,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { encodeUid } from '../../graphql/uid';
import type { StoreConfig } from '../../graphql/generated/resolvers-types';
import { STORE_CONFIG_FIELDS, STORE_ROW_FIELDS } from './store-config-fields';
import type { StoreRow, StoreSnapshot } from './store-directory';

type ConfigValue = string | number | boolean | null;

const FPT_SETTINGS = [
  'INCLUDE_FPT_WITHOUT_DETAILS',
  'INCLUDE_FPT_WITH_DETAILS',
  'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS',
  'EXCLUDE_FPT_WITHOUT_DETAILS',
] as const;

/** core_config_data text → the field's GraphQL type (as Magento's resolvers cast them). */
function coerce(value: string | null, fieldType: ReturnType<typeof getNamedType>): ConfigValue {
  if (value === null) return null;
  if (fieldType instanceof GraphQLScalarType) {
    switch (fieldType.name) {
      case 'Int': {
        const number = Number.parseInt(value, 10);
        return Number.isFinite(number) ? number : null;
      }
      case 'Float': {
        const number = Number.parseFloat(value);
        return Number.isFinite(number) ? number : null;
      }
      case 'Boolean':
        return value === '1' || value.toLowerCase() === 'true';
      default:
        return value;
    }
  }
  if (fieldType instanceof GraphQLEnumType) {
    if (fieldType.getValue(value)) return value;
    const index = Number.parseInt(value, 10);
    return FPT_SETTINGS[index] && fieldType.getValue(FPT_SETTINGS[index]) ? FPT_SETTINGS[index] : null;
  }
  return null;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * The StoreConfig of one store view: every field the schema declares, from the store row, then the
 * `config` table with store → default fallback, then the documented default. `origin` (scheme://host of
 * the request) stands in for base URLs no config row sets, so links work on whatever host serves the shop.
 */
export function buildStoreConfig(schema: GraphQLSchema, snapshot: StoreSnapshot, store: StoreRow, origin: string): StoreConfig {
  const type = schema.getType('StoreConfig');
  if (!(type instanceof GraphQLObjectType)) throw new Error('The schema has no StoreConfig type');
  const read = (path: string): string | null => snapshot.config(store.store_id, path);
  const fields = type.getFields();
  const result: Record<string, ConfigValue> = {};

  for (const [name, definition] of Object.entries(fields) as [string, GraphQLField<unknown, unknown>][]) {
    if (STORE_ROW_FIELDS.has(name)) continue;
    const source = STORE_CONFIG_FIELDS[name];
    result[name] = source ? coerce(read(source.path) ?? source.fallback, getNamedType(definition.type)) : null;
  }

  const baseUrl = withSlash(read('web/unsecure/base_url') ?? `${origin}/`);
  const secureBaseUrl = withSlash(read('web/secure/base_url') ?? baseUrl);
  const useStoreInUrl = result.use_store_in_url === true;
  const linkSuffix = useStoreInUrl ? `${store.code}/` : '';
  const weeeEnabled = read('tax/weee/enable') === '1';
  const rootId = Number.parseInt(read('catalog/category/root_id') ?? '', 10) || snapshot.rootCategoryId;

  Object.assign(result, {
    locale: result.locale ?? store.locale,
    base_currency_code: result.base_currency_code ?? store.base_currency,
    default_display_currency_code: result.default_display_currency_code ?? store.default_display_currency,
    base_url: baseUrl,
    secure_base_url: secureBaseUrl,
    base_link_url: `${baseUrl}${linkSuffix}`,
    secure_base_link_url: `${secureBaseUrl}${linkSuffix}`,
    base_media_url: withSlash(read('web/unsecure/base_media_url') ?? `${baseUrl}media/`),
    secure_base_media_url: withSlash(read('web/secure/base_media_url') ?? `${secureBaseUrl}media/`),
  });
  if (!weeeEnabled) {
    for (const name of ['product', 'category', 'sales']) {
      const key = `${name}_fixed_product_tax_display_setting`;
      if (key in result) result[key] = 'FPT_DISABLED';
    }
  }
  const rowFields: Record<string, ConfigValue> = {
    id: store.store_id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sort_order,
    is_default_store: store.store_id === snapshot.defaultStore.store_id,
    store_group_code: store.group_code,
    store_group_name: store.group_name,
    is_default_store_group: snapshot.defaultStore.group_code === store.group_code,
    website_code: store.website_code,
    root_category_id: rootId,
    root_category_uid: rootId === null ? null : encodeUid(rootId),
  };
  for (const [name, value] of Object.entries(rowFields)) {
    if (name in fields) result[name] = value;
  }
  return result as StoreConfig;
}

const memo = new WeakMap<StoreSnapshot, Map<string, StoreConfig>>();

/** Memoised per snapshot: a new snapshot (data changed) starts afresh. */
export function storeConfigFor(schema: GraphQLSchema, snapshot: StoreSnapshot, store: StoreRow, origin: string): StoreConfig {
  let byStore = memo.get(snapshot);
  if (!byStore) {
    byStore = new Map();
    memo.set(snapshot, byStore);
  }
  const key = `${store.code}\u0000${origin}`;
  let config = byStore.get(key);
  if (!config) {
    config = buildStoreConfig(schema, snapshot, store, origin);
    byStore.set(key, config);
  }
  return config;
}
