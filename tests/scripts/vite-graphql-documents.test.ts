// Built bundles carry each GraphQL document as a module of its own, its text stripped, so a document travels only
// with the chunk of the views that use it.
import { readFileSync } from 'node:fs';
import { stripIgnoredCharacters } from 'graphql';
import { describe, expect, it } from 'vitest';
import { splitDocuments } from '../../scripts/vite-graphql-documents';
import * as generated from '../../src/gql/generated/graphql';

const generatedSource = readFileSync('src/gql/generated/graphql.ts', 'utf8');

const sample = `/* eslint-disable */
export type GetThingQuery = { thing?: { name: string } | null };
export class TypedDocumentString<TResult, TVariables> extends String {}
export const ThingFieldsFragmentDoc = new TypedDocumentString(\`
    fragment ThingFields on Thing {
  name
}
    \`, {"fragmentName":"ThingFields"}) as unknown as TypedDocumentString<ThingFieldsFragment, unknown>;
export const GetThingDocument = new TypedDocumentString(\`
    query GetThing($id: ID!, $first: Int) {
  thing(id: $id, first: $first) {
    ...ThingFields
  }
}
    fragment ThingFields on Thing {
  name
}\`) as unknown as TypedDocumentString<GetThingQuery, GetThingQueryVariables>;
`;

describe('splitDocuments', () => {
  it('makes a module of each document, its text stripped of ignored characters, with the fragment meta', () => {
    const { documents } = splitDocuments(sample);
    expect([...documents.keys()]).toEqual(['ThingFieldsFragmentDoc', 'GetThingDocument']);
    expect(documents.get('GetThingDocument')).toContain('new TypedDocumentString(`query GetThing($id:ID!$first:Int){thing(id:$id first:$first){...ThingFields}}fragment ThingFields on Thing{name}`)');
    expect(documents.get('ThingFieldsFragmentDoc')).toContain('`fragment ThingFields on Thing{name}`, {"fragmentName":"ThingFields"})');
    // Pure, so a document no view imports is dropped even if its module were reached.
    for (const module of documents.values()) expect(module).toContain('/* @__PURE__ */ new TypedDocumentString(');
  });

  it('turns graphql.ts into re-exports only: no document text and no types stay in it', () => {
    const { entry } = splitDocuments(sample);
    expect(entry).toBe(
      [
        "export { TypedDocumentString } from 'virtual:talat-graphql/runtime';",
        "export { ThingFieldsFragmentDoc } from 'virtual:talat-graphql/document/ThingFieldsFragmentDoc';",
        "export { GetThingDocument } from 'virtual:talat-graphql/document/GetThingDocument';",
      ].join('\n'),
    );
  });

  it('fails the build when a document is written in a way it does not recognise (a codegen upgrade)', () => {
    const changed = sample.replace('as unknown as TypedDocumentString<GetThingQuery', 'as TypedDocumentString<GetThingQuery');
    expect(() => splitDocuments(changed)).toThrow(/recognised 1 of 2 documents/);
  });

  it('recognises every document codegen wrote, with the same text as the module it replaces', () => {
    const { documents } = splitDocuments(generatedSource);
    const runtimeDocuments = Object.entries(generated).filter(([name]) => name !== 'TypedDocumentString');
    expect(documents.size).toBe(runtimeDocuments.length);
    for (const [name, document] of runtimeDocuments) {
      const module = documents.get(name);
      expect(module, name).toBeDefined();
      // The module's text is the document's own, stripped by graphql-js.
      const text = /new TypedDocumentString\(`([^`]*)`/.exec(module!)![1]!;
      expect(text).toBe(stripIgnoredCharacters(String(document)));
    }
  });
});
