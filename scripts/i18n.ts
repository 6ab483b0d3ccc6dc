// Message catalogues: `extract` collects ids from src/**/*.{ts,tsx} into src/i18n/messages/{th,en}.json (keeping
// existing translations, adding new ids with the English source text), `compile` writes the --ast catalogues to
// src/i18n/compiled/, `verify` fails when an id used in code is missing from a catalogue, when the two catalogues
// differ in ids or in message arguments, when an id lacks a dotted name, or when compiled output is stale.
// Usage: tsx scripts/i18n.ts extract [--prune] | compile | verify
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const root = resolve(import.meta.dirname, '..');
const formatjs = join(root, 'node_modules', '.bin', 'formatjs');
const LOCALES = ['th', 'en'] as const;
type Locale = (typeof LOCALES)[number];
type Catalogue = Record<string, string>;
interface Extracted {
  defaultMessage: string;
  description?: string;
}

const cataloguePath = (locale: Locale) => join(root, 'src', 'i18n', 'messages', `${locale}.json`);
const compiledPath = (locale: Locale) => join(root, 'src', 'i18n', 'compiled', `${locale}.json`);

function run(args: string[]): void {
  execFileSync(formatjs, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function sorted(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function writeCatalogue(locale: Locale, catalogue: Catalogue): void {
  writeFileSync(cataloguePath(locale), `${JSON.stringify(sorted(catalogue), null, 2)}\n`);
}

function withTemp<T>(body: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'talat-i18n-'));
  try {
    return body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Messages defined in code: id -> default (English) message. */
function extractFromCode(): Record<string, Extracted> {
  return withTemp((dir) => {
    const out = join(dir, 'extracted.json');
    run([
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--ignore',
      'src/gql/**',
      '--ignore',
      'src/**/*.d.ts',
      '--out-file',
      out,
      '--throws',
    ]);
    return readJson<Record<string, Extracted>>(out);
  });
}

function compileTo(dir: string, locale: Locale): string {
  const out = join(dir, `${locale}.json`);
  run(['compile', cataloguePath(locale), '--ast', '--format', 'simple', '--out-file', out]);
  return out;
}

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

function extract(prune: boolean): void {
  const code = extractFromCode();
  const untranslated: string[] = [];
  for (const locale of LOCALES) {
    const catalogue = readJson<Catalogue>(cataloguePath(locale));
    for (const [id, { defaultMessage }] of Object.entries(code)) {
      if (catalogue[id] !== undefined) continue;
      catalogue[id] = defaultMessage;
      if (locale === 'th') untranslated.push(id);
    }
    const unused = Object.keys(catalogue).filter((id) => !(id in code));
    if (prune) for (const id of unused) delete catalogue[id];
    else if (unused.length > 0 && locale === 'en') console.log(`Not used in code (kept; --prune removes): ${unused.join(', ')}`);
    writeCatalogue(locale, catalogue);
  }
  console.log(`${Object.keys(code).length} messages in code.`);
  if (untranslated.length > 0) console.log(`New ids added to th.json with the English text, to translate: ${untranslated.join(', ')}`);
}

function compile(): void {
  for (const locale of LOCALES) run(['compile', cataloguePath(locale), '--ast', '--format', 'simple', '--out-file', compiledPath(locale)]);
  console.log('Compiled src/i18n/compiled/th.json and en.json');
}

function verify(): number {
  const problems: string[] = [];
  const code = extractFromCode();
  const catalogues = { th: readJson<Catalogue>(cataloguePath('th')), en: readJson<Catalogue>(cataloguePath('en')) };
  for (const id of Object.keys(code)) {
    if (!/^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+$/.test(id)) problems.push(`id "${id}" is not a dotted name (give every message an explicit id)`);
    for (const locale of LOCALES) if (catalogues[locale][id] === undefined) problems.push(`${id} is used in code but missing from ${locale}.json`);
  }
  for (const id of Object.keys(catalogues.th)) if (catalogues.en[id] === undefined) problems.push(`${id} is in th.json but not in en.json`);
  for (const id of Object.keys(catalogues.en)) if (catalogues.th[id] === undefined) problems.push(`${id} is in en.json but not in th.json`);
  for (const [id, en] of Object.entries(catalogues.en)) {
    const th = catalogues.th[id];
    if (th === undefined) continue;
    try {
      const [a, b] = [argumentNames(en).join(','), argumentNames(th).join(',')];
      if (a !== b) problems.push(`${id}: arguments differ between en.json {${a}} and th.json {${b}}`);
    } catch (error) {
      problems.push(`${id}: invalid ICU message (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  withTemp((dir) => {
    for (const locale of LOCALES) {
      let fresh: string;
      try {
        fresh = readFileSync(compileTo(dir, locale), 'utf8');
      } catch {
        problems.push(`${locale}.json does not compile`);
        continue;
      }
      let current = '';
      try {
        current = readFileSync(compiledPath(locale), 'utf8');
      } catch {
        // Missing compiled output counts as stale below.
      }
      if (current !== fresh) problems.push(`src/i18n/compiled/${locale}.json is stale: run npm run i18n:compile`);
    }
  });
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? `i18n: ${Object.keys(code).length} messages, catalogues complete and compiled.` : `i18n: ${problems.length} problem(s).`);
  return problems.length === 0 ? 0 : 1;
}

const [command, ...flags] = process.argv.slice(2);
switch (command) {
  case 'extract':
    extract(flags.includes('--prune'));
    break;
  case 'compile':
    compile();
    break;
  case 'verify':
    process.exitCode = verify();
    break;
  default:
    console.error('Usage: tsx scripts/i18n.ts extract [--prune] | compile | verify');
    process.exitCode = 2;
}
