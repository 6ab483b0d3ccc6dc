// Which sources the bytes of a built chunk come from, read from its source map: every mapped segment's
// generated text is credited to its source (VLQ decoding of the "mappings" field, source map v3).
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of generated code per source path (unmapped bytes under ''). */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (source: string, bytes: number) => out.set(source, (out.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, i) => {
    const segments = (mapLines[i] ?? '').split(',').filter(Boolean);
    let column = 0;
    const marks: Array<[column: number, source: string]> = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        marks.push([column, map.sources[sourceIndex] ?? '']);
      } else {
        marks.push([column, '']);
      }
    }
    if (marks.length === 0 || (marks[0]?.[0] ?? 0) > 0) add('', Buffer.byteLength(line.slice(0, marks[0]?.[0] ?? line.length)));
    marks.forEach(([start, source], k) => add(source, Buffer.byteLength(line.slice(start, marks[k + 1]?.[0] ?? line.length))));
  });
  return out;
}
