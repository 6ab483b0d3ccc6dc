// Magento 2.4.x moves element styles out of `style` attributes into `<style>` blocks with selectors
// `#html-body [data-pb-style=ID]`, plus `@media` rules for the mobile overrides. We read those rules
// back, keep only declarations the allow-list accepts, and drop every other selector in the block.
import type { MediaRule } from './content-node.ts';
import { sanitizeDeclarations, type Declaration } from '../../common/sanitize/css-declarations.ts';

export interface PbStyles {
  base: Map<string, Declaration[]>;
  media: MediaRule[];
}

interface RawRule {
  prelude: string;
  body: string;
}

/** Splits CSS text into top-level `prelude { body }` pairs, keeping nested braces inside body. */
function topLevelRules(css: string): RawRule[] {
  const rules: RawRule[] = [];
  let depth = 0;
  let start = 0;
  let prelude = '';
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '{') {
      if (depth === 0) {
        prelude = css.slice(start, i).trim();
        start = i + 1;
      }
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push({ prelude, body: css.slice(start, i) });
        start = i + 1;
      }
      if (depth < 0) depth = 0;
    }
  }
  return rules;
}

const SELECTOR = /^#html-body\s+\[data-pb-style=["']?([A-Za-z0-9_-]+)["']?\]$/;

function idsOf(selectorList: string): string[] {
  return selectorList
    .split(',')
    .map((s) => SELECTOR.exec(s.trim())?.[1])
    .filter((id): id is string => id !== undefined);
}

function addTo(map: Map<string, Declaration[]>, id: string, declarations: Declaration[]): void {
  map.set(id, [...(map.get(id) ?? []), ...declarations]);
}

/** Only simple width/orientation media queries are kept; they are all Page Builder emits. */
const SAFE_MEDIA = /^only screen and \((?:max|min)-width:\s*\d{2,4}px\)$|^screen and \((?:max|min)-width:\s*\d{2,4}px\)$/;

export function parsePbStyles(cssBlocks: readonly string[]): PbStyles {
  const base = new Map<string, Declaration[]>();
  const media: MediaRule[] = [];
  for (const css of cssBlocks) {
    for (const rule of topLevelRules(css)) {
      if (rule.prelude.startsWith('@media')) {
        const query = rule.prelude.slice('@media'.length).trim();
        if (!SAFE_MEDIA.test(query)) continue;
        for (const inner of topLevelRules(rule.body)) {
          const declarations = sanitizeDeclarations(inner.body);
          if (declarations.length === 0) continue;
          for (const id of idsOf(inner.prelude)) media.push({ media: query, pbStyle: id, declarations });
        }
      } else if (!rule.prelude.startsWith('@')) {
        const declarations = sanitizeDeclarations(rule.body);
        for (const id of idsOf(rule.prelude)) addTo(base, id, declarations);
      }
    }
  }
  return { base, media };
}
