// Parse and sanitise CSS declarations ("a: b; c: d") from inline styles and Page Builder style rules.
// Only allow-listed properties survive; values that could load or run something are dropped.
import type { CSSProperties } from 'react';
import { ALLOWED_CSS_PROPERTIES, FORBIDDEN_CSS_VALUE } from './allow-list.ts';
import { safeResourceUrl } from './safe-url.ts';

export type Declaration = readonly [property: string, value: string];

/** Splits on `;` outside parentheses and quotes, so `url(a;b)` stays whole. */
function splitDeclarations(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

function safeValue(property: string, value: string): string | undefined {
  if (value === '' || FORBIDDEN_CSS_VALUE.test(value)) return undefined;
  const urls = [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)];
  if (urls.length > 0) {
    if (property !== 'background-image') return undefined;
    for (const match of urls) if (safeResourceUrl(match[2]) === undefined) return undefined;
  } else if (/url\s*\(/i.test(value)) return undefined;
  return value;
}

export function sanitizeDeclarations(text: string): Declaration[] {
  const out: Declaration[] = [];
  for (const part of splitDeclarations(text)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim().replace(/\s*!important$/i, '');
    if (!ALLOWED_CSS_PROPERTIES.has(property)) continue;
    const safe = safeValue(property, value);
    if (safe !== undefined) out.push([property, safe]);
  }
  return out;
}

const camel = (property: string): string => property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export function toReactStyle(declarations: readonly Declaration[]): CSSProperties {
  const style: Record<string, string> = {};
  for (const [property, value] of declarations) style[camel(property)] = value;
  return style;
}

export function toCssText(declarations: readonly Declaration[]): string {
  return declarations.map(([p, v]) => `${p}:${v}`).join(';');
}
