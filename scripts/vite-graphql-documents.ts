// Build-time treatment of the generated GraphQL documents (src/gql/generated/graphql.ts) for the browser bundle:
// - each document's text is stripped of GraphQL's ignored characters (indentation, newlines, commas), which the
//   transport would otherwise strip at run time before every GET anyway (src/api/minify-query.ts);
// - each `new TypedDocumentString(...)` is marked pure, so documents no view imports are dropped from the bundle.
// Codegen's output stays readable in the repository; only the built copy changes.
import { stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';

const GENERATED = /[\\/]src[\\/]gql[\\/]generated[\\/]graphql\.ts$/;
const DOCUMENT = /new TypedDocumentString\(`([^`]*)`/g;

export function graphqlDocuments(): Plugin {
  return {
    name: 'talat:graphql-documents',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      return { code: code.replace(DOCUMENT, (_match, text: string) => `/* @__PURE__ */ new TypedDocumentString(\`${stripIgnoredCharacters(text)}\``), map: null };
    },
  };
}
