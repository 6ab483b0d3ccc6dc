// Build step: react-intl descriptors lose their `defaultMessage` and `description` in built bundles.
//
// Every id is in both catalogues, which are precompiled and verified complete (npm run i18n:compile, i18n verify),
// and production formats without the ICU parser (vite.config.ts), so a built bundle never shows a defaultMessage:
// it is only bytes, ~4 KB gzip on every first visit (the English text of every area's messages.ts). Development
// and tests keep them (the parser formats ids not yet in a catalogue, and the extractor reads them from source).
//
// Only calls of react-intl's defineMessages/defineMessage in modules that import them from 'react-intl'. The
// machines' message refs (src/domain/message-ref.ts's defineMessages) stay whole: their texts also become Error
// messages. What is removed is overwritten with spaces (line breaks kept), so every position in the module is
// unchanged and its source map stays exact without a new one.
import { parseAst, type Plugin } from 'vite';

const DROPPED_KEYS = new Set(['defaultMessage', 'description']);
const REACT_INTL_DEFINE = /import\s*\{[^}]*\bdefineMessages?\b[^}]*\}\s*from\s*['"]react-intl['"]/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end' || key === 'type') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) out.push(item);
    if (isNode(value)) out.push(value);
  }
  return out;
}

function keyName(property: Node): string | null {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** Whether an object literal is a message descriptor: it has an `id`. */
function isDescriptor(object: Node): boolean {
  return ((object.properties as Node[] | undefined) ?? []).some((property) => property.type === 'Property' && keyName(property) === 'id');
}

/** The [start, end) ranges of a descriptor's defaultMessage/description properties, with their comma. */
function descriptorRanges(code: string, descriptor: Node, ranges: Array<[number, number]>): void {
  for (const property of (descriptor.properties as Node[] | undefined) ?? []) {
    const name = property.type === 'Property' ? keyName(property) : null;
    if (name === null || !DROPPED_KEYS.has(name)) continue;
    let end = property.end;
    while (end < code.length && /\s/.test(code[end]!)) end += 1;
    ranges.push([property.start, code[end] === ',' ? end + 1 : property.end]);
  }
}

/**
 * defineMessage({ id, defaultMessage }) holds one descriptor; defineMessages({ key: { id, defaultMessage } }) one per
 * key, whatever the key is called (a message may well be named `description`).
 */
function callRanges(code: string, callee: string, argument: Node, ranges: Array<[number, number]>): void {
  if (callee === 'defineMessage') {
    if (isDescriptor(argument)) descriptorRanges(code, argument, ranges);
    return;
  }
  for (const property of (argument.properties as Node[] | undefined) ?? []) {
    const value = property.type === 'Property' ? (property.value as Node) : null;
    if (value?.type === 'ObjectExpression' && isDescriptor(value)) descriptorRanges(code, value, ranges);
  }
}

/** The module with its react-intl descriptors' defaultMessage and description blanked, or null when it has none. */
export function stripIntlDescriptors(code: string): string | null {
  if (!REACT_INTL_DEFINE.test(code)) return null;
  const ranges: Array<[number, number]> = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const argument = (node.arguments as Node[])[0];
      if (callee.type === 'Identifier' && (callee.name === 'defineMessages' || callee.name === 'defineMessage') && argument?.type === 'ObjectExpression') {
        callRanges(code, callee.name, argument, ranges);
        return;
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(parseAst(code, { lang: 'tsx' }) as unknown as Node);
  if (ranges.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

export function intlDescriptors(): Plugin {
  return {
    name: 'talat:intl-descriptors',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?tsx?$/.test(id.split('?')[0]!)) return null;
      const stripped = stripIntlDescriptors(code);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
