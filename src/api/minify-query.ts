// Shrinks GraphQL text for GET URLs without a parser (no graphql-js in the bundle): comments and insignificant
// whitespace and commas go, string and block-string literals are copied verbatim.

const NAME_CHAR = /[A-Za-z0-9_]/;

export function minifyQuery(text: string): string {
  let out = '';
  let pendingSpace = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charAt(i);
    if (text.startsWith('"""', i)) {
      let end = i + 3;
      while (end < n && !(text.startsWith('"""', end) && text.charAt(end - 1) !== '\\')) end++;
      out += text.slice(i, Math.min(n, end + 3));
      i = end + 3;
      pendingSpace = false;
    } else if (c === '"') {
      let end = i + 1;
      while (end < n && text.charAt(end) !== '"') end += text.charAt(end) === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end + 1;
      pendingSpace = false;
    } else if (c === '#') {
      while (i < n && text.charAt(i) !== '\n' && text.charAt(i) !== '\r') i++;
      pendingSpace = true;
    } else if (c === ',' || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') {
      i++;
      pendingSpace = true;
    } else {
      // Two names or numbers in a row still need one space between them; punctuation never does.
      if (pendingSpace && out.length > 0 && NAME_CHAR.test(out.charAt(out.length - 1)) && NAME_CHAR.test(c)) out += ' ';
      out += c;
      pendingSpace = false;
      i++;
    }
  }
  return out;
}

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface OperationInfo {
  type: OperationType;
  name: string | undefined;
}

/** Type and name of the first operation at the top level of a (minified or not) document. */
export function operationInfo(text: string): OperationInfo {
  const minified = minifyQuery(text);
  let depth = 0;
  let inFragment = false;
  let i = 0;
  while (i < minified.length) {
    const c = minified.charAt(i);
    if (c === '"') {
      // Skip strings so braces inside them do not count.
      const block = minified.startsWith('"""', i);
      const close = block ? minified.indexOf('"""', i + 3) : findStringEnd(minified, i + 1);
      i = close < 0 ? minified.length : close + (block ? 3 : 1);
      continue;
    }
    if (c === '{' || c === '(') {
      if (depth === 0 && c === '{') {
        if (!inFragment) return { type: 'query', name: undefined };
        inFragment = false;
      }
      depth++;
    } else if (c === '}' || c === ')') {
      depth--;
    } else if (depth === 0) {
      const match = /^(query|mutation|subscription)\b\s?([_A-Za-z][_0-9A-Za-z]*)?/.exec(minified.slice(i));
      if (match && (i === 0 || !NAME_CHAR.test(minified.charAt(i - 1)))) {
        return { type: match[1] as OperationType, name: match[2] };
      }
      const fragment = /^fragment [_A-Za-z][_0-9A-Za-z]* on [_A-Za-z][_0-9A-Za-z]*/.exec(minified.slice(i));
      if (fragment) {
        inFragment = true;
        i += fragment[0].length;
        continue;
      }
    }
    i++;
  }
  throw new Error('The document has no operation');
}

function findStringEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charAt(i) !== '"') i += text.charAt(i) === '\\' ? 2 : 1;
  return i < text.length ? i : -1;
}
