// Page Builder's `@media` rules (mobile overrides) rebuilt from sanitised declarations and scoped to one
// content root. They must beat the inline styles we set, hence !important.
import type { MediaRule } from '../parse/content-node.ts';

export function mobileCss(rules: readonly MediaRule[], scope: string): string {
  const byMedia = new Map<string, string[]>();
  for (const rule of rules) {
    const body = rule.declarations.map(([p, v]) => `${p}:${v} !important`).join(';');
    const list = byMedia.get(rule.media) ?? [];
    list.push(`[data-pb-scope="${scope}"] [data-pb-style="${rule.pbStyle}"]{${body}}`);
    byMedia.set(rule.media, list);
  }
  return [...byMedia].map(([media, list]) => `@media ${media}{${list.join('')}}`).join('\n');
}

export function MobileStyles({ rules, scope }: { rules: readonly MediaRule[]; scope: string }) {
  if (rules.length === 0) return null;
  return <style>{mobileCss(rules, scope)}</style>;
}
