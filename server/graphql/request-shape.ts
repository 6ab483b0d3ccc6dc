import type { FastifyRequest } from 'fastify';
import { GraphQlRequestException } from './errors';

function fieldsOf(request: FastifyRequest): Record<string, unknown> | null {
  const source = request.method === 'GET' ? request.query : request.body;
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>) : null;
}

/**
 * Whether the text is JSON. mercurius takes a query that fails to parse as GraphQL for a JSON-encoded AST
 * and validates and runs that instead (bypassing the parser's token limit, and failing with a 500 on
 * anything that is not an AST). No GraphQL document is valid JSON, so refusing JSON loses nothing. Cheap:
 * JSON.parse of a real query stops at its second token.
 */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The graphql-over-http shape, checked before anything reads the request: `query` and `operationName` are
 * strings (the query a GraphQL document, not JSON), `variables` an object (or, in a GET, its JSON text). mercurius assumed this and failed with a 500
 * on `{"query": 42}` or `?query=a&query=b`. A body that is not an object at all is left to mercurius,
 * which answers it as a request without a query (400).
 */
export async function assertRequestShape(request: FastifyRequest): Promise<void> {
  const fields = fieldsOf(request);
  if (!fields) return;
  const { query, operationName, variables } = fields;
  if (query !== undefined && typeof query !== 'string') throw new GraphQlRequestException('The "query" must be a string.');
  if (typeof query === 'string' && isJson(query)) throw new GraphQlRequestException('The "query" must be a GraphQL document.');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new GraphQlRequestException('The "operationName" must be a string.');
  }
  const variablesOk =
    variables === undefined ||
    variables === null ||
    (request.method === 'GET' ? typeof variables === 'string' : typeof variables === 'object' && !Array.isArray(variables));
  if (!variablesOk) throw new GraphQlRequestException('The "variables" must be an object.');
}
