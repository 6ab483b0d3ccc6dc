import type { GraphQLContext } from '../../../graphql/context';
import { rowsPerKey } from '../versioned-rows';

/** An attribute option's labels and sort order (layered navigation shows them; facet-counts.ts counts them). */
export interface OptionLabel {
  code: string;
  labelTh: string;
  labelEn: string;
  sortOrder: number;
}

/** Every attribute option's labels and sort order, by option id. */
export async function optionLabels(ctx: GraphQLContext): Promise<ReadonlyMap<number, OptionLabel>> {
  const [labels] = await rowsPerKey(ctx, 'attribute-option-labels', ['all'], async () => {
    const rows = await ctx.db.selectFrom('attribute_option').select(['option_id', 'attribute_code', 'label_th', 'label_en', 'sort_order']).execute();
    return [new Map(rows.map((row) => [row.option_id, { code: row.attribute_code, labelTh: row.label_th, labelEn: row.label_en, sortOrder: row.sort_order }]))];
  });
  return labels ?? new Map();
}
