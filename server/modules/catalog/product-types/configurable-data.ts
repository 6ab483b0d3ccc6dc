import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../../graphql/context';
import { perRequest } from '../request-scope';
import { groupBy } from './group-by';

export interface ConfigurableValue {
  optionId: number;
  label: { th: string; en: string };
  swatch: string | null;
  sortOrder: number;
}

export interface ConfigurableAttribute {
  code: string;
  label: { th: string; en: string };
  position: number;
  /** Values some enabled child carries, in the attribute's option order. */
  values: ConfigurableValue[];
}

export interface ConfigurableChild {
  childId: number;
  typeId: string;
  inStock: boolean;
  /** attribute code → attribute_option id; every configurable attribute has one (incomplete children are left out). */
  values: Map<string, number>;
}

export interface ConfigurableData {
  attributes: ConfigurableAttribute[];
  /** Enabled children only (Magento's AttributeOptionSelect plugin leaves disabled ones out of GraphQL). */
  children: ConfigurableChild[];
}

/** A child Magento lists under `variants`: enabled, in stock, and a simple product (the schema's type). */
export function isSalable(child: ConfigurableChild): boolean {
  return child.inStock && child.typeId === 'simple';
}

async function load(ctx: GraphQLContext, ids: readonly number[]): Promise<ConfigurableData[]> {
  const [attributes, values] = await Promise.all([
    ctx.db.selectFrom('configurable_attribute as ca').innerJoin('attribute as a', 'a.code', 'ca.attribute_code')
      .select(['ca.product_id', 'ca.attribute_code', 'ca.position', 'a.label_th', 'a.label_en'])
      .where('ca.product_id', 'in', [...ids]).orderBy('ca.position').orderBy('ca.attribute_code').execute(),
    ctx.db.selectFrom('configurable_variant as v')
      .innerJoin('product as c', 'c.product_id', 'v.child_id')
      .innerJoin('configurable_attribute as ca', 'ca.product_id', 'v.parent_id')
      .innerJoin('product_attribute_value as pav', (join) => join.onRef('pav.product_id', '=', 'v.child_id').onRef('pav.attribute_code', '=', 'ca.attribute_code'))
      .innerJoin('attribute_option as o', 'o.option_id', 'pav.option_id')
      .select(['v.parent_id', 'v.child_id', 'c.type_id', 'c.stock_status', 'ca.attribute_code', 'o.option_id', 'o.sort_order', 'o.label_th', 'o.label_en', 'o.swatch_value'])
      .where('v.parent_id', 'in', [...ids]).where('c.status', '=', 1).orderBy('v.child_id').execute(),
  ]);
  const attributesOf = groupBy(attributes, (row) => row.product_id);
  const valuesOf = groupBy(values, (row) => row.parent_id);
  return ids.map((id) => {
    const own = attributesOf.get(id) ?? [];
    const rows = valuesOf.get(id) ?? [];
    const byChild = groupBy(rows, (row) => row.child_id);
    const children: ConfigurableChild[] = [...byChild.entries()].flatMap(([childId, childRows]) => {
      const first = childRows[0];
      const map = new Map(childRows.map((row) => [row.attribute_code, row.option_id]));
      if (!first || own.some((attribute) => !map.has(attribute.attribute_code))) return [];
      return [{ childId, typeId: first.type_id, inStock: first.stock_status === 'IN_STOCK', values: map }];
    });
    return {
      attributes: own.map((attribute) => {
        const seen = new Map<number, ConfigurableValue>();
        for (const row of rows) {
          if (row.attribute_code !== attribute.attribute_code || seen.has(row.option_id)) continue;
          seen.set(row.option_id, { optionId: row.option_id, label: { th: row.label_th, en: row.label_en }, swatch: row.swatch_value, sortOrder: row.sort_order });
        }
        return {
          code: attribute.attribute_code,
          label: { th: attribute.label_th, en: attribute.label_en },
          position: attribute.position,
          values: [...seen.values()].sort((a, b) => a.sortOrder - b.sortOrder || a.optionId - b.optionId),
        };
      }),
      children,
    };
  });
}

/** Attributes, values and children of configurable products: two queries per request, whatever the page size. */
export function configurableDataLoader(ctx: GraphQLContext): DataLoader<number, ConfigurableData> {
  return perRequest(ctx, 'configurable-data', () => new DataLoader((ids: readonly number[]) => load(ctx, ids)));
}
