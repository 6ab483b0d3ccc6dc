import { describe, expect, it } from 'vitest';
import { GraphQLResponseError, HttpError, NetworkError, errorMessage } from './api-error';
import { classifyError, errorKind, isInvalidCartError, isStockError } from './errors';

const answer = (...errors: { message: string; category?: string; extensions?: Record<string, unknown> }[]) =>
  new GraphQLResponseError(
    errors.map(({ message, category, extensions }) => ({ message, extensions: { ...(category ? { category } : {}), ...extensions } })),
    null,
    'op',
  );

describe('error kind', () => {
  it('comes from extensions.category first', () => {
    expect(errorKind(answer({ message: 'ไม่พบตะกร้า', category: 'graphql-no-such-entity' }))).toBe('no-such-entity');
    expect(errorKind(answer({ message: 'x', category: 'graphql-input' }))).toBe('input');
    expect(errorKind(answer({ message: 'x', category: 'graphql-authorization' }))).toBe('authorization');
    expect(errorKind(answer({ message: 'x', category: 'graphql-authentication' }))).toBe('authentication');
    expect(errorKind(answer({ message: 'x', category: 'graphql-already-exists' }))).toBe('already-exists');
    expect(errorKind(answer({ message: 'x', category: 'internal' }))).toBe('internal');
  });

  it('falls back to the English texts without a category', () => {
    expect(errorKind(answer({ message: 'Could not find a cart with ID "abc"' }))).toBe('no-such-entity');
    expect(errorKind(answer({ message: 'The current user cannot perform operations on cart "abc"' }))).toBe('authorization');
    expect(errorKind(answer({ message: 'The account sign-in was incorrect or your account is disabled temporarily.' }))).toBe('authentication');
    expect(errorKind(answer({ message: 'something else' }))).toBe('unknown');
  });

  it('knows network and HTTP failures', () => {
    expect(errorKind(new NetworkError('GET', '/graphql', true))).toBe('network');
    expect(errorKind(new HttpError('GET', '/rest/V1/x', 502, 'Bad Gateway', ''))).toBe('http');
    expect(errorKind(new HttpError('GET', '/rest/V1/x', 401, 'Unauthorized', ''))).toBe('authentication');
    expect(errorKind(new Error('boom'))).toBe('unknown');
  });
});

describe('invalid cart', () => {
  it('matches the three spec texts', () => {
    expect(isInvalidCartError(answer({ message: 'Could not find a cart with ID "abc"' }))).toBe(true);
    expect(isInvalidCartError(answer({ message: "The cart isn't active." }))).toBe(true);
    expect(isInvalidCartError(answer({ message: 'The current user cannot perform operations on cart "abc"' }))).toBe(true);
    expect(isInvalidCartError(answer({ message: 'The requested qty is not available' }))).toBe(false);
  });

  it('recognises translated messages by category and the cart id', () => {
    const thai = answer({ message: 'ไม่พบตะกร้าที่มีรหัส "abc"', category: 'graphql-no-such-entity' });
    expect(isInvalidCartError(thai, 'abc')).toBe(true);
    expect(isInvalidCartError(thai, 'other')).toBe(false);
    expect(isInvalidCartError(answer({ message: 'ไม่พบสินค้า "abc-sku"', category: 'graphql-input' }), 'abc')).toBe(false);
  });

  it('is never a network error', () => {
    expect(isInvalidCartError(new NetworkError('POST', '/graphql', false), 'abc')).toBe(false);
  });
});

describe('stock errors and messages', () => {
  it('recognises the three stock texts', () => {
    expect(isStockError({ message: 'Some of the products are out of stock.' })).toBe(true);
    expect(isStockError({ message: 'There are no source items with the in stock status' })).toBe(true);
    expect(isStockError({ message: 'The requested qty is not available' })).toBe(true);
    expect(isStockError({ message: 'Could not find a cart' })).toBe(false);
  });

  it('derives text by joining GraphQL messages, else the plain message', () => {
    expect(errorMessage(answer({ message: 'A' }, { message: 'B' }))).toBe('A, B');
    expect(errorMessage(new Error('plain'))).toBe('plain');
    expect(errorMessage('thrown string')).toBe('thrown string');
  });

  it('classifies with status and a server trace when present', () => {
    const http = new HttpError('POST', '/graphql', 500, 'Internal Server Error', '{}', [
      { message: 'Internal server error', extensions: { category: 'internal', debugMessage: 'SQLSTATE[23000]' } },
    ]);
    expect(classifyError(http)).toEqual({
      kind: 'internal',
      message: 'Internal server error',
      status: 500,
      statusText: 'Internal Server Error',
      trace: 'SQLSTATE[23000]',
    });
    expect(classifyError(new NetworkError('GET', '/graphql', false))).toEqual({ kind: 'network', message: 'GET /graphql failed: network error' });
  });
});
