import type { StockTaken } from '../../db/types';
import type { CartSnapshot, SnapshotLine } from '../cart/cart-snapshot';
import { scaleQty4, toQty4 } from '../pricing/satang';

/** What the order keeps of a line's choices, as label/value pairs in the store view's language. */
export function selectedOptions(line: SnapshotLine, snapshot: CartSnapshot): { label: string; value: string }[] {
  const { data, lang, products } = snapshot;
  const th = lang === 'th';
  const out: { label: string; value: string }[] = [];
  for (const [, optionId] of Object.entries(line.row.options.configurable ?? {})) {
    const option = data.attributeOptions.get(optionId);
    if (option) out.push({ label: option.label, value: option.valueLabel });
  }
  for (const chosen of line.row.options.custom ?? []) {
    const option = data.customOptions.find((o) => o.option_id === chosen.option_id);
    if (!option) continue;
    const values = chosen.value_ids?.length
      ? chosen.value_ids.map((id) => data.customValues.find((v) => v.value_id === id)).flatMap((v) => (v ? [th ? v.title_th : v.title_en] : []))
      : [chosen.text ?? ''];
    out.push({ label: th ? option.title_th : option.title_en, value: values.join(', ') });
  }
  for (const chosen of line.row.options.bundle ?? []) {
    const option = data.bundleOptions.find((o) => o.option_id === chosen.option_id);
    const selection = data.bundleSelections.find((s) => s.selection_id === chosen.selection_id);
    const part = selection ? products.get(selection.product_id) : undefined;
    if (option && part) out.push({ label: th ? option.title_th : option.title_en, value: `${chosen.qty} x ${part.name}` });
  }
  const links = (line.row.options.links ?? []).map((id) => data.links.find((l) => l.link_id === id)).flatMap((l) => (l ? [th ? l.title_th : l.title_en] : []));
  if (links.length > 0) out.push({ label: th ? 'ลิงก์ดาวน์โหลด' : 'Links', value: links.join(', ') });
  return out;
}

/** The units each product gives up for a line: the chosen variant, each bundle part, or the product. */
export function stockNeeds(line: SnapshotLine, snapshot: CartSnapshot): StockTaken[] {
  if (line.product.type_id === 'bundle') {
    return (line.row.options.bundle ?? []).flatMap((b) => {
      const selection = snapshot.data.bundleSelections.find((s) => s.selection_id === b.selection_id);
      return selection ? [{ product_id: selection.product_id, qty4: scaleQty4(line.qty4, toQty4(b.qty)) }] : [];
    });
  }
  return [{ product_id: (line.variant ?? line.product).product_id, qty4: line.qty4 }];
}
