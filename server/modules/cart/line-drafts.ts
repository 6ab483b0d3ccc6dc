import type { Kysely, Transaction } from 'kysely';
import type { CartItemOptions, Database } from '../../db/types';
import type { CartItemInput } from '../../graphql/generated/resolvers-types';
import { QTY_SCALE, scaleQty4, toQty4 } from '../pricing/satang';
import { loadCartProducts, loadProductBySku, loadProductOptions, type CartProduct, type ProductOptions } from './cart-catalog';
import { msg, type Message } from '../../i18n/message';
import { decodeOptionUid } from './option-uids';
import { NOT_AVAILABLE_MESSAGE, productNotFoundMessage } from './qty-rules';

type Db = Kysely<Database> | Transaction<Database>;

/** One line to put in the cart, before stock checks and merging with an existing line. */
export interface LineDraft {
  product: CartProduct;
  variant: CartProduct | null;
  groupedParentId: number | null;
  options: CartItemOptions;
  qty4: number;
  /** Products whose stock one unit of this line uses, with how many (ten-thousandths) per unit. */
  stockParts: { product: CartProduct; per4: number }[];
}

export type DraftError = { code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'UNDEFINED'; message: Message };
export type DraftResult = { drafts: LineDraft[] } | { error: DraftError };

export const QTY_POSITIVE_MESSAGE = msg('The product quantity should be greater than 0');
export const CHOOSE_OPTIONS_MESSAGE = msg('You need to choose options for your item.');
export const SPECIFY_BUNDLE_OPTIONS_MESSAGE = msg('Please specify product option(s).');
export const REQUIRED_OPTIONS_MESSAGE = msg("The product's required option(s) weren't entered. Make sure the options are entered and try again.");
export const SPECIFY_LINKS_MESSAGE = msg('Please specify product link(s).');

const fail = (code: DraftError['code'], message: Message): DraftResult => ({ error: { code, message } });

/** Canonical text of what makes two lines the same line (same product, variant, parent and options). */
export function lineKey(draft: Pick<LineDraft, 'product' | 'variant' | 'groupedParentId' | 'options'>): string {
  const o = draft.options;
  const canonical = {
    c: o.configurable ? Object.entries(o.configurable).sort(([a], [b]) => a.localeCompare(b)) : [],
    b: [...(o.bundle ?? [])].sort((x, y) => x.selection_id - y.selection_id).map((s) => [s.selection_id, s.qty]),
    o: [...(o.custom ?? [])].sort((x, y) => x.option_id - y.option_id).map((c) => [c.option_id, [...(c.value_ids ?? [])].sort(), c.text ?? null]),
    l: [...(o.links ?? [])].sort((x, y) => x - y),
  };
  return `${draft.product.product_id}:${draft.variant?.product_id ?? ''}:${draft.groupedParentId ?? ''}:${JSON.stringify(canonical)}`;
}

function customOptions(input: CartItemInput, product: CartProduct, data: ProductOptions): CartItemOptions['custom'] | DraftError {
  const own = data.customOptions.filter((o) => o.product_id === product.product_id);
  const chosen = new Map<number, { option_id: number; value_ids?: number[]; text?: string }>();
  for (const uid of input.selected_options ?? []) {
    const decoded = decodeOptionUid(uid);
    if (decoded?.kind !== 'custom-option' || decoded.valueId === null) continue;
    const option = own.find((o) => o.option_id === decoded.optionId);
    const value = data.customValues.find((v) => v.value_id === decoded.valueId && v.option_id === decoded.optionId);
    if (!option || !value) return { code: 'UNDEFINED', message: REQUIRED_OPTIONS_MESSAGE };
    const entry = chosen.get(option.option_id) ?? { option_id: option.option_id, value_ids: [] };
    entry.value_ids = [...(entry.value_ids ?? []), value.value_id];
    chosen.set(option.option_id, entry);
  }
  for (const entered of input.entered_options ?? []) {
    const decoded = decodeOptionUid(entered.uid);
    if (decoded?.kind !== 'custom-option') continue;
    const option = own.find((o) => o.option_id === decoded.optionId);
    if (!option) return { code: 'UNDEFINED', message: REQUIRED_OPTIONS_MESSAGE };
    const text = option.max_characters ? entered.value.slice(0, option.max_characters) : entered.value;
    if (text.trim() !== '') chosen.set(option.option_id, { option_id: option.option_id, text });
  }
  if (own.some((o) => o.required && !chosen.has(o.option_id))) return { code: 'UNDEFINED', message: REQUIRED_OPTIONS_MESSAGE };
  return [...chosen.values()];
}

const isError = (value: unknown): value is DraftError => typeof value === 'object' && value !== null && 'message' in value;

/**
 * Turns one CartItemInput into the lines it means, for every product type: simple/virtual/downloadable
 * (with customizable options and links), configurable (parent_sku + child sku, or parent + selected
 * values), bundle (selected selections), grouped (its members).
 */
export async function draftLines(db: Db, input: CartItemInput, storeId: number, lang: 'th' | 'en'): Promise<DraftResult> {
  if (!(input.quantity > 0)) return fail('UNDEFINED', QTY_POSITIVE_MESSAGE);
  const qty4 = toQty4(input.quantity);
  const parent = input.parent_sku ? await loadProductBySku(db, input.parent_sku, storeId) : null;
  if (input.parent_sku && !parent) return fail('PRODUCT_NOT_FOUND', productNotFoundMessage(input.parent_sku));
  const product = await loadProductBySku(db, input.sku, storeId);
  if (!product) return fail('PRODUCT_NOT_FOUND', productNotFoundMessage(input.sku));
  const main = parent ?? product;
  if (main.status !== 1) return fail('NOT_SALABLE', NOT_AVAILABLE_MESSAGE);
  const data = await loadProductOptions(db, [main.product_id], lang);

  const custom = customOptions(input, main, data);
  if (isError(custom)) return { error: custom };
  const options: CartItemOptions = custom && custom.length > 0 ? { custom } : {};

  switch (main.type_id) {
    case 'configurable': {
      const childIds = data.variants.filter((v) => v.parent_id === main.product_id).map((v) => v.child_id);
      const codes = data.configurableAttributes.map((a) => a.attribute_code);
      let childId: number | null = null;
      if (parent) {
        childId = childIds.includes(product.product_id) ? product.product_id : null;
      } else {
        const picked = new Map<string, number>();
        for (const uid of input.selected_options ?? []) {
          const decoded = decodeOptionUid(uid);
          const attr = decoded?.kind === 'configurable' ? data.attributeOptions.get(decoded.optionId) : undefined;
          if (decoded?.kind === 'configurable' && attr) picked.set(attr.code, decoded.optionId);
        }
        if (codes.every((code) => picked.has(code))) {
          childId =
            childIds.find((id) =>
              codes.every((code) => data.variantValues.some((v) => v.product_id === id && v.attribute_code === code && v.option_id === picked.get(code))),
            ) ?? null;
        }
      }
      if (childId === null) return fail('UNDEFINED', CHOOSE_OPTIONS_MESSAGE);
      const variant = (await loadCartProducts(db, [childId], storeId)).get(childId);
      if (!variant) return fail('UNDEFINED', CHOOSE_OPTIONS_MESSAGE);
      const configurable = Object.fromEntries(
        codes.flatMap((code) => {
          const value = data.variantValues.find((v) => v.product_id === childId && v.attribute_code === code)?.option_id;
          return value === undefined || value === null ? [] : [[code, value]];
        }),
      );
      return {
        drafts: [{ product: main, variant, groupedParentId: null, options: { ...options, configurable }, qty4, stockParts: [{ product: variant, per4: QTY_SCALE }] }],
      };
    }
    case 'bundle': {
      const chosen: NonNullable<CartItemOptions['bundle']> = [];
      for (const uid of input.selected_options ?? []) {
        const decoded = decodeOptionUid(uid);
        if (decoded?.kind !== 'bundle') continue;
        const selection = data.bundleSelections.find((s) => s.selection_id === decoded.selectionId && s.option_id === decoded.optionId);
        if (!selection || !data.bundleOptions.some((o) => o.option_id === decoded.optionId)) return fail('UNDEFINED', SPECIFY_BUNDLE_OPTIONS_MESSAGE);
        const qty = selection.can_change_qty ? decoded.qty : Number(selection.qty);
        chosen.push({ option_id: decoded.optionId, selection_id: selection.selection_id, qty });
      }
      const missing = data.bundleOptions.some((o) => o.required && !chosen.some((c) => c.option_id === o.option_id));
      if (chosen.length === 0 || missing) return fail('UNDEFINED', SPECIFY_BUNDLE_OPTIONS_MESSAGE);
      const selectionProducts = await loadCartProducts(
        db,
        chosen.map((c) => data.bundleSelections.find((s) => s.selection_id === c.selection_id)?.product_id ?? 0),
        storeId,
      );
      const stockParts = chosen.flatMap((c) => {
        const productId = data.bundleSelections.find((s) => s.selection_id === c.selection_id)?.product_id ?? 0;
        const part = selectionProducts.get(productId);
        return part ? [{ product: part, per4: toQty4(c.qty) }] : [];
      });
      return { drafts: [{ product: main, variant: null, groupedParentId: null, options: { ...options, bundle: chosen }, qty4, stockParts }] };
    }
    case 'grouped': {
      const members = data.groupedMembers.filter((m) => m.product_id === main.product_id);
      const picked = new Map<number, number>();
      for (const uid of input.selected_options ?? []) {
        const decoded = decodeOptionUid(uid);
        if (decoded?.kind === 'grouped' && members.some((m) => m.linked_product_id === decoded.productId)) {
          picked.set(decoded.productId, toQty4(decoded.qty));
        }
      }
      // Without choices, each member comes in its default quantity times the quantity asked for.
      const wanted =
        picked.size > 0
          ? [...picked.entries()]
          : members.map((m) => [m.linked_product_id, scaleQty4(qty4, toQty4(m.qty))] as [number, number]);
      const memberRows = await loadCartProducts(db, wanted.map(([id]) => id), storeId);
      const drafts = wanted.flatMap(([id, memberQty4]) => {
        const member = memberRows.get(id);
        return member && memberQty4 > 0
          ? [{ product: member, variant: null, groupedParentId: main.product_id, options: {}, qty4: memberQty4, stockParts: [{ product: member, per4: QTY_SCALE }] }]
          : [];
      });
      if (drafts.length === 0) return fail('NOT_SALABLE', NOT_AVAILABLE_MESSAGE);
      return { drafts };
    }
    case 'downloadable': {
      const links = (input.selected_options ?? []).flatMap((uid) => {
        const decoded = decodeOptionUid(uid);
        return decoded?.kind === 'downloadable' && data.links.some((l) => l.link_id === decoded.linkId) ? [decoded.linkId] : [];
      });
      const available = data.links.filter((l) => l.product_id === main.product_id);
      if (available.length > 0 && links.length === 0) return fail('UNDEFINED', SPECIFY_LINKS_MESSAGE);
      const withLinks = links.length > 0 ? { ...options, links } : options;
      return { drafts: [{ product: main, variant: null, groupedParentId: null, options: withLinks, qty4, stockParts: [{ product: main, per4: QTY_SCALE }] }] };
    }
    default:
      return { drafts: [{ product: main, variant: null, groupedParentId: null, options, qty4, stockParts: [{ product: main, per4: QTY_SCALE }] }] };
  }
}
