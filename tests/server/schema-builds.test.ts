import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildSchema,
  isAbstractType,
  isEnumType,
  isInterfaceType,
  isObjectType,
  validateSchema,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

// The server builds its schema with plain graphql-js over every file in schema/ concatenated; this test
// does the same, so a file that breaks the merge (a second `type Query`, a missing implementation field)
// fails here rather than at server start. It reads whatever files exist, so new files are covered too.
const schemaDir = join(import.meta.dirname, '..', '..', 'schema');
const files = readdirSync(schemaDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.graphqls'))
  .sort()
  .map((name) => ({ path: relative(schemaDir, join(schemaDir, name)), text: readFileSync(join(schemaDir, name), 'utf8') }));

const schema: GraphQLSchema = buildSchema(files.map((file) => file.text).join('\n'));

function field(typeName: string, fieldName: string): GraphQLField<unknown, unknown> {
  const type = schema.getType(typeName);
  if (!isObjectType(type) && !isInterfaceType(type)) throw new Error(`${typeName} is not an object or interface type`);
  const found = type.getFields()[fieldName];
  if (!found) throw new Error(`${typeName}.${fieldName} is missing`);
  return found;
}

function possibleTypes(interfaceName: string) {
  const type = schema.getType(interfaceName);
  if (!isAbstractType(type)) throw new Error(`${interfaceName} is not an interface`);
  return schema.getPossibleTypes(type);
}

function argTypes(typeName: string, fieldName: string): Record<string, string> {
  return Object.fromEntries(field(typeName, fieldName).args.map((arg) => [arg.name, String(arg.type)]));
}

describe('schema/ builds with graphql-js', () => {
  it('is a valid schema', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(validateSchema(schema).map((error) => error.message)).toEqual([]);
  });

  it('declares Query and Mutation only in schema/magento/graphql.graphqls', () => {
    const declaring = files.filter((file) => /^\s*type\s+(Query|Mutation)\b/m.test(file.text)).map((file) => file.path);
    expect(declaring).toEqual([join('magento', 'graphql.graphqls')]);
  });

  it('names the modelled module in the first line of every file', () => {
    const unnamed = files.filter((file) => !file.text.startsWith('# ')).map((file) => file.path);
    expect(unnamed).toEqual([]);
  });

  it('keeps Magento 2.4.7 names for the catalogue queries', () => {
    expect(argTypes('Query', 'products')).toEqual({
      search: 'String',
      filter: 'ProductAttributeFilterInput',
      pageSize: 'Int',
      currentPage: 'Int',
      sort: 'ProductAttributeSortInput',
    });
    const pageSize = field('Query', 'products').args.find((arg) => arg.name === 'pageSize');
    expect(pageSize?.defaultValue).toBe(20);
    expect(String(field('Query', 'products').type)).toBe('Products');
    expect(argTypes('Products', 'aggregations')).toEqual({ filter: 'AggregationsFilterInput' });
    expect(argTypes('Query', 'categories')).toEqual({ filters: 'CategoryFilterInput', pageSize: 'Int', currentPage: 'Int' });
    expect(String(field('Query', 'route').type)).toBe('RoutableInterface');
    expect(argTypes('Query', 'cmsBlocks')).toEqual({ identifiers: '[String]' });
  });

  it('keeps Magento 2.4.7 field types on products, categories and store config', () => {
    expect(String(field('ProductInterface', 'price_range').type)).toBe('PriceRange!');
    expect(String(field('ProductInterface', 'uid').type)).toBe('ID!');
    expect(String(field('ProductInterface', 'stock_status').type)).toBe('ProductStockStatus');
    expect(String(field('ProductPrice', 'final_price').type)).toBe('Money!');
    expect(String(field('CategoryInterface', 'include_in_menu').type)).toBe('Int');
    expect(String(field('CategoryTree', 'children').type)).toBe('[CategoryTree]');
    expect(String(field('StoreConfig', 'root_category_uid').type)).toBe('ID');
    expect(String(field('StoreConfig', 'store_code').type)).toBe('ID');
    expect(String(field('Money', 'currency').type)).toBe('CurrencyEnum');
    expect(String(field('RoutableInterface', 'redirect_code').type)).toBe('Int!');
  });

  it('makes every product type, category tree and CMS page routable', () => {
    const routable = possibleTypes('RoutableInterface').map((type) => type.name);
    for (const name of ['SimpleProduct', 'VirtualProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct', 'CategoryTree', 'CmsPage']) {
      expect(routable).toContain(name);
    }
    const entityTypes = schema.getType('UrlRewriteEntityTypeEnum');
    expect(isEnumType(entityTypes) ? entityTypes.getValues().map((value) => value.name).sort() : []).toEqual(['CATEGORY', 'CMS_PAGE', 'PRODUCT']);
  });

  it('carries the catalogue extensions on every product type', () => {
    const products = possibleTypes('ProductInterface');
    expect(products.length).toBeGreaterThanOrEqual(6);
    for (const product of products) {
      const fields = product.getFields();
      expect(String(fields['attributes']?.type), product.name).toBe('[ProductAttributeItem]');
      expect(String(fields['p_brandcode']?.type), product.name).toBe('String');
    }
    expect(argTypes('Query', 'productGroupRuleList')).toEqual({ skus: '[String]', mode: 'String' });
    expect(argTypes('Query', 'getRegionsData')).toEqual({ postcode: 'String!' });
  });
});
