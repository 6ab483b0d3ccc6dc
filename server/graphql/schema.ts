import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The contract lives in schema/ at the repository root (DESIGN.md: one source for both sides). */
export const SCHEMA_DIR = resolve(fileURLToPath(new URL('../../schema', import.meta.url)));
const ROOT_FILE = 'magento/graphql.graphqls';

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphqls'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * All `.graphqls` files concatenated: graphql.graphqls first (the only file declaring `type Query` and
 * `type Mutation`, which the `extend type` in every other file needs to follow), the rest sorted by path
 * so the order never depends on the file system.
 */
export function loadSchemaSource(dir = SCHEMA_DIR): string {
  const files = listSchemaFiles(dir).sort();
  const ordered = [ROOT_FILE, ...files.filter((file) => file !== ROOT_FILE)];
  return ordered.map((file) => `# ${file}\n${readFileSync(join(dir, file), 'utf8')}`).join('\n');
}

let source: string | null = null;
let built: GraphQLSchema | null = null;

/** Read once per process; mercurius builds its executable schema from this text. */
export function getSchemaSource(): string {
  source ??= loadSchemaSource();
  return source;
}

/**
 * Built once per process, for code that inspects the contract (StoreConfig's fields). mercurius gets the
 * text rather than this object: under bundlers that load graphql's ESM build while mercurius requires its
 * CommonJS build, a schema object from one fails the other's instanceof checks.
 */
export function getSchema(): GraphQLSchema {
  built ??= buildSchema(getSchemaSource());
  return built;
}
