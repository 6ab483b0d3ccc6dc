import type { SortFields } from '../../../graphql/generated/resolvers-types';

/**
 * Magento's sort_fields: the "Sort By" options of the catalogue (position, name, price) with the
 * configured default. A search also offers relevance, first and as the default (its natural order).
 */
const LABELS: Record<string, { th: string; en: string }> = {
  relevance: { th: 'ความเกี่ยวข้อง', en: 'Relevance' },
  position: { th: 'ตำแหน่ง', en: 'Position' },
  name: { th: 'ชื่อสินค้า', en: 'Product Name' },
  price: { th: 'ราคา', en: 'Price' },
};

export function sortFields(english: boolean, defaultSort: string, isSearch: boolean): SortFields {
  const values = isSearch ? ['relevance', 'position', 'name', 'price'] : ['position', 'name', 'price'];
  return {
    default: isSearch ? 'relevance' : defaultSort,
    options: values.map((value) => ({ value, label: english ? LABELS[value]?.en : LABELS[value]?.th })),
  };
}
