// Build-time treatment of the generated GraphQL documents (src/gql/generated/graphql.ts) for the browser bundle:
// - each document's text is stripped of GraphQL's ignored characters (indentation, newlines, commas), which the
//   transport would otherwise strip at run time before every GET anyway (src/api/minify-query.ts);
// - each document becomes a module of its own, and the generated file only re-exports them. A module is never
//   split between chunks, so as one file every document any view uses (checkout's, the account's) travelled in
//   one chunk with every first visit; as modules of their own each goes with the chunk of the views that use it,
//   and documents no view imports are not in the bundle at all.
// Codegen's output stays readable in the repository; only the built copy changes.
import { stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';

const GENERATED = /[\\/]src[\\/]gql[\\/]generated[\\/]graphql\.ts$/;
/** `export const XDocument = new TypedDocumentString(`text`, meta?) as unknown as TypedDocumentString<…>;` */
const DOCUMENT = /^export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*?\}))?\) as unknown as TypedDocumentString<[^\n]*>;$/gm;

/** What the importers of graphql.ts ask for; resolved to the ids below (`\0`: a virtual module, no file). */
const RUNTIME_IMPORT = 'virtual:talat-graphql/runtime';
const DOCUMENT_IMPORT = 'virtual:talat-graphql/document/';

/**
 * Codegen's TypedDocumentString, as plain JavaScript: a String whose toString is the document's text (what the
 * transport sends), with the fragment name codegen gives fragments.
 */
const RUNTIME = `export class TypedDocumentString extends String {
  constructor(value, meta) {
    super(value);
    this.value = value;
    this.__meta__ = meta;
  }
  toString() {
    return this.value;
  }
}
`;

export interface SplitDocuments {
  /** What graphql.ts becomes: the runtime class and every document, re-exported from their own modules. */
  entry: string;
  /** Each document's module by its export name. */
  documents: Map<string, string>;
}

/** graphql.ts as modules: one per document (its text stripped), and an entry that re-exports them. */
export function splitDocuments(code: string): SplitDocuments {
  const documents = new Map<string, string>();
  for (const [, name, text, meta] of code.matchAll(DOCUMENT)) {
    const args = [`\`${stripIgnoredCharacters(text!)}\``, ...(meta ? [meta] : [])].join(', ');
    documents.set(name!, `import { TypedDocumentString } from '${RUNTIME_IMPORT}';\nexport const ${name} = /* @__PURE__ */ new TypedDocumentString(${args});\n`);
  }
  const declared = code.match(/^export const \w+ = new TypedDocumentString\(/gm)?.length ?? 0;
  // Every document must have been recognised: a codegen upgrade writing them otherwise fails the build here.
  if (declared !== documents.size) throw new Error(`talat:graphql-documents: recognised ${documents.size} of ${declared} documents in graphql.ts`);
  const entry = [`export { TypedDocumentString } from '${RUNTIME_IMPORT}';`, ...[...documents.keys()].map((name) => `export { ${name} } from '${DOCUMENT_IMPORT}${name}';`)].join('\n');
  return { entry, documents };
}

export function graphqlDocuments(): Plugin {
  let split: SplitDocuments | null = null;
  return {
    name: 'talat:graphql-documents',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      return source === RUNTIME_IMPORT || source.startsWith(DOCUMENT_IMPORT) ? `\0${source}` : null;
    },
    load(id) {
      if (id === `\0${RUNTIME_IMPORT}`) return RUNTIME;
      if (!id.startsWith(`\0${DOCUMENT_IMPORT}`)) return null;
      const document = split?.documents.get(id.slice(DOCUMENT_IMPORT.length + 1));
      if (!document) throw new Error(`talat:graphql-documents: no document ${id.slice(DOCUMENT_IMPORT.length + 1)} (graphql.ts not loaded yet?)`);
      return document;
    },
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      split = splitDocuments(code);
      return { code: split.entry, map: null };
    },
  };
}
