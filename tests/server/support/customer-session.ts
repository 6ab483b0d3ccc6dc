import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { graphqlPost, type GraphQLBody } from './graphql-request';

/** GraphQL calls as a shopper makes them: one store view, an optional bearer token. */
export class Shopper {
  constructor(
    private readonly app: FastifyInstance,
    readonly store = 'en',
    private readonly address?: string,
  ) {}

  async call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string | null): Promise<GraphQLBody<T>> {
    const headers: Record<string, string> = { store: this.store };
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.address) headers['x-forwarded-for'] = this.address;
    return (await graphqlPost<T>(this.app, { query, variables, headers })).body;
  }

  async signIn(email: string, password: string): Promise<string> {
    const body = await this.call<{ generateCustomerToken: { token: string } }>(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    expect(body.errors).toBeUndefined();
    return body.data?.generateCustomerToken.token ?? '';
  }

  async register(input: { email: string; password: string; firstname?: string; lastname?: string }): Promise<GraphQLBody<{ createCustomerV2: { customer: { email: string } } }>> {
    return this.call(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email firstname lastname } } }',
      { input: { firstname: 'Test', lastname: 'Shopper', ...input } },
    );
  }
}

let counter = 0;
/** A fresh email per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Kluay-hom-2025';
