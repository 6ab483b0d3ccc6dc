import { describe, expect, it } from 'vitest';
import { minifyQuery, operationInfo } from './minify-query';

describe('minifyQuery', () => {
  it('collapses whitespace, commas and comments', () => {
    const text = `
      # the cart badge
      query getItemCount($cartId: String!, $first: Int = 1) {
        cart(cart_id: $cartId) {
          id
          total_quantity # badge
          ...CartFields
        }
      }
      fragment CartFields on Cart { email }
    `;
    expect(minifyQuery(text)).toBe(
      'query getItemCount($cartId:String!$first:Int=1){cart(cart_id:$cartId){id total_quantity...CartFields}}fragment CartFields on Cart{email}',
    );
  });

  it('keeps string and block string literals verbatim', () => {
    expect(minifyQuery('query { a(x: "two  words, # not a comment \\" q") b }')).toBe('query{a(x:"two  words, # not a comment \\" q")b}');
    expect(minifyQuery('query { a(x: """ block\n  text """) }')).toBe('query{a(x:""" block\n  text """)}');
  });

  it('keeps directives and list values readable by a GraphQL lexer', () => {
    expect(minifyQuery('query Q($s: Boolean!) { a @include(if: $s) { b } c(ids: [1, 2, 3]) }')).toBe(
      'query Q($s:Boolean!){a@include(if:$s){b}c(ids:[1 2 3])}',
    );
  });
});

describe('operationInfo', () => {
  it('reads type and name of the operation', () => {
    expect(operationInfo('query getStoreConfigData { storeConfig { store_code } }')).toEqual({ type: 'query', name: 'getStoreConfigData' });
    expect(operationInfo('mutation createCart { cartId: createEmptyCart }')).toEqual({ type: 'mutation', name: 'createCart' });
    expect(operationInfo('{ storeConfig { store_code } }')).toEqual({ type: 'query', name: undefined });
  });

  it('skips fragments declared before the operation and fields called query', () => {
    expect(operationInfo('fragment F on Cart { query: id } mutation addItem($c: String!) { x(c: $c) { ...F } }')).toEqual({
      type: 'mutation',
      name: 'addItem',
    });
  });

  it('rejects text without an operation', () => {
    expect(() => operationInfo('fragment F on Cart { id }')).toThrow('The document has no operation');
  });
});
