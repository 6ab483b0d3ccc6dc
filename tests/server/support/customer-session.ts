import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GraphQLBody } from './graphql-request';

let addresses = 0;
/** A client address of its own (the server's throttles count per address). */
export function freshAddress(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** GraphQL calls as a shopper makes them: one store view, one client address, an optional bearer token. */
export class Shopper {
  constructor(
    private readonly app: FastifyInstance,
    readonly store = 'en',
    readonly address = freshAddress(),
  ) {}

  async call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string | null, address = this.address): Promise<GraphQLBody<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', store: this.store };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await this.app.inject({ method: 'POST', url: '/graphql', remoteAddress: address, headers, payload: JSON.stringify({ query, variables }) });
    return response.json<GraphQLBody<T>>();
  }

  async signIn(email: string, password: string): Promise<string> {
    const body = await this.call<{ generateCustomerToken: { token: string } }>(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    expect(body.errors).toBeUndefined();
    return body.data?.generateCustomerToken.token ?? '';
  }

  /** Registers from an address of its own, so many test accounts do not meet the per-address limit. */
  async register(
    input: { email: string; password: string; firstname?: string; lastname?: string },
    address = freshAddress(),
  ): Promise<GraphQLBody<{ createCustomerV2: { customer: { email: string } } }>> {
    return this.call(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email firstname lastname } } }',
      { input: { firstname: 'Test', lastname: 'Shopper', amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }], ...input } },
      null,
      address,
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
