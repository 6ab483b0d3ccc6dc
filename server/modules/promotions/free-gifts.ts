import type { Selectable } from 'kysely';
import type { FreeGiftRuleTable } from '../../db/types';
import { toQty4 } from '../pricing/satang';

export type FreeGiftRuleRow = Selectable<FreeGiftRuleTable>;

export interface GiftLine {
  key: string;
  sku: string;
  qty4: number;
  isFreeGift: boolean;
  ruleId: number | null;
}

export interface TriggeredGiftRule {
  rule: FreeGiftRuleRow;
  /** Ten-thousandths still free to pick under this rule. */
  remaining4: number;
  /** Cart skus that made the rule fire. */
  triggeredBy: string[];
}

export interface FreeGiftState {
  triggered: TriggeredGiftRule[];
  /** Gift lines whose rule no longer fires, with the quantity they may keep (0: remove). */
  overLimit: { key: string; keep4: number }[];
}

/**
 * Which gift rules fire for these lines and subtotal (VAT included, before discounts, gifts excluded), how
 * much each may still give, and which gift lines exceed what their rule allows now. Pure.
 */
export function evaluateFreeGifts(rules: readonly FreeGiftRuleRow[], lines: readonly GiftLine[], subtotal: number): FreeGiftState {
  const bought = new Set(lines.filter((line) => !line.isFreeGift).map((line) => line.sku));
  const triggered: TriggeredGiftRule[] = [];
  const overLimit: FreeGiftState['overLimit'] = [];
  for (const rule of rules) {
    const triggeredBy = rule.trigger_skus.filter((sku) => bought.has(sku));
    const fires =
      bought.size > 0 &&
      (rule.min_subtotal === null || subtotal >= rule.min_subtotal) &&
      (rule.trigger_skus.length === 0 || triggeredBy.length > 0);
    let allowed = fires ? toQty4(rule.qty) : 0;
    for (const line of lines.filter((l) => l.isFreeGift && l.ruleId === rule.rule_id)) {
      const keep = Math.min(line.qty4, allowed);
      allowed -= keep;
      if (keep < line.qty4) overLimit.push({ key: line.key, keep4: keep });
    }
    if (fires) triggered.push({ rule, remaining4: allowed, triggeredBy });
  }
  // Gift lines of rules that were switched off entirely.
  const known = new Set(rules.map((rule) => rule.rule_id));
  for (const line of lines) {
    if (line.isFreeGift && (line.ruleId === null || !known.has(line.ruleId))) overLimit.push({ key: line.key, keep4: 0 });
  }
  return { triggered, overLimit };
}

/** The first fired rule that still has room for this promo sku. */
export function giftRuleFor(state: FreeGiftState, sku: string): TriggeredGiftRule | null {
  return state.triggered.find((t) => t.remaining4 > 0 && t.rule.promo_skus.includes(sku)) ?? null;
}
