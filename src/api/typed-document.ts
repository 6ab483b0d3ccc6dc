// The minimal shape of a generated typed document that the transport accepts. codegen's client preset in string
// mode emits `TypedDocumentString<Result, Variables>`, a String subclass whose optional __apiType carries both
// types; we only need toString() for the text and the phantom member for inference, so nothing from src/gql is
// imported here and any equivalent document (even a cast string literal) works.

export interface TypedDocument<TResult, TVariables> {
  readonly __apiType?: (variables: TVariables) => TResult;
  toString(): string;
}

export type ResultOf<D> = D extends TypedDocument<infer R, infer _V> ? R : never;
export type VariablesOf<D> = D extends TypedDocument<infer _R, infer V> ? V : never;
