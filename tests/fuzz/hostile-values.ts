/**
 * The raw material of the fuzz suite: hostile strings, numbers and bodies. Kept apart from the generator
 * so a new kind of attack is one line here.
 */

/** A small deterministic PRNG (mulberry32): a failing run is reproduced with the same FUZZ_SEED. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a'.repeat(129),
  'a'.repeat(256),
  'x'.repeat(5_001),
  'ข้าว '.repeat(20_000),
  'w'.repeat(300_000),
  'rice\u0000',
  '\u0000',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\tline',
  "'; drop table product; --",
  '" OR 1=1 --',
  "' OR '1'='1",
  '1; select pg_sleep(5)',
  '%_\\',
  '%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{media url=../../../etc/passwd}}',
  '{{block id="x"}}{{widget type="Magento\\Cms\\Block\\Widget\\Block"}}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  'ข้าวหอมมะลิ',
  'น้ำปลาแท้ตราปลาหมึก 700 มล.',
  '🍚🥭🌶️'.repeat(40),
  '👨‍👩‍👧‍👦',
  '\u202eevil\u202c',
  'שלום עולם',
  'مرحبا',
  '\ufeffbom',
  '\ud800',
  'Z̴̡̨̛̛̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ',
  '%00',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e309',
  '-1',
  '21474837',
  '99999999999999999999999',
  '0x7fffffff',
  '__proto__',
  'constructor',
  '{"$where": "1"}',
  'MQ==',
  'Tm9uZXhpc3RpbmcvMTIzNDU2Nzg5',
  'a@b',
  'somchai@example.com',
  'x'.repeat(300) + '@example.com',
];

export const HOSTILE_INTS: readonly number[] = [0, -1, 1, 2, 100, 101, 2_147_483_647, -2_147_483_648, 99_999];
export const HOSTILE_FLOATS: readonly number[] = [0, -1, 0.0001, 1e21, -1e21, 1e308, 5e-324, 99_999_999, 100_000_000, 1.5];
/** Values of the wrong JSON type for a variable, whatever its GraphQL type. */
export const WRONG_TYPES: readonly unknown[] = [null, true, 42, Infinity, 'text', [], [1, 2], {}, { a: { b: 'c' } }, ['x'.repeat(10_000)]];

/** Documents that are not GraphQL, or barely. */
export function garbageQueries(random: () => number): string[] {
  const deep = (n: number) => `${'{ a '.repeat(n)}${'}'.repeat(n)}`;
  return [
    '',
    ' ',
    '{',
    '}}}}',
    'query',
    'mutation { }',
    'subscription { x }',
    '{ products(search: "x" { items { sku } } }',
    '{ products(search: """unterminated',
    '{ __typename @skip(if: true) @skip(if: false) }',
    deep(200),
    deep(20),
    `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    `query { ...F } fragment F on Query { ...G } fragment G on Query { ...F }`,
    `{ storeConfig { ${'store_code '.repeat(3_000)} } }`,
    `{ __typename ${'@include(if: true) '.repeat(100)} }`,
    `query Q($a: String = "${'a'.repeat(20_000)}") { __typename }`,
    '{ products(pageSize: 100000, currentPage: -5) { items { sku } } }',
    '{ products(search: "rice", pageSize: 100) { items { sku related_products { sku related_products { sku related_products { sku } } } } } }',
    'query A { __typename } query B { __typename }',
    '{ __schema { types { name fields { name args { name type { name ofType { name ofType { name } } } } } } } }',
    String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(random() * 0x3000))),
    '\u0000{ __typename }',
    '# only a comment',
    '{ storeConfig { store_code } } trailing garbage }',
  ];
}
