import type { FastifyRequest } from 'fastify';
import { GraphQlRequestException } from './errors';

function fieldsOf(request: FastifyRequest): Record<string, unknown> | null {
  const source = request.method === 'GET' ? request.query : request.body;
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>) : null;
}

/**
 * The graphql-over-http shape, checked before anything reads the request: `query` and `operationName` are
 * strings, `variables` an object (or, in a GET, its JSON text). mercurius assumed this and failed with a 500
 * on `{"query": 42}` or `?query=a&query=b`. A body that is not an object at all is left to mercurius,
 * which answers it as a request without a query (400).
 */
export async function assertRequestShape(request: FastifyRequest): Promise<void> {
  const fields = fieldsOf(request);
  if (!fields) return;
  const { query, operationName, variables } = fields;
  if (query !== undefined && typeof query !== 'string') throw new GraphQlRequestException('The "query" must be a string.');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new GraphQlRequestException('The "operationName" must be a string.');
  }
  const variablesOk =
    variables === undefined ||
    variables === null ||
    (request.method === 'GET' ? typeof variables === 'string' : typeof variables === 'object' && !Array.isArray(variables));
  if (!variablesOk) throw new GraphQlRequestException('The "variables" must be an object.');
}
