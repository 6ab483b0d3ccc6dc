import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { garbageQueries, HOSTILE_FLOATS, HOSTILE_INTS, HOSTILE_STRINGS, pick, WRONG_TYPES } from './hostile-values';

/** One HTTP request of the fuzz run, described so it can be printed when it fails. */
export interface FuzzRequest {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** When true, the answer must be a GraphQL JSON answer (errors with categories). */
  graphql: boolean;
}

type Random = () => number;

/** A value for an input type: mostly hostile, sometimes plausible, sometimes of the wrong type entirely. */
function inputValue(type: GraphQLInputType, name: string, random: Random, depth: number): unknown {
  if (random() < 0.04) return pick(random, WRONG_TYPES);
  if (isNonNullType(type)) return inputValue(type.ofType, name, random, depth);
  if (random() < 0.05) return null;
  if (isListType(type)) {
    const length = random() < 0.1 ? 101 + Math.floor(random() * 400) : Math.floor(random() * 3);
    return Array.from({ length }, () => inputValue(type.ofType, name, random, depth + 1));
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || random() < 0.5) value[field.name] = inputValue(field.type, field.name, random, depth + 1);
    }
    if (random() < 0.05) value[`unknown_${Math.floor(random() * 100)}`] = 'x';
    return value;
  }
  if (isEnumType(type)) {
    const values = type.getValues();
    return random() < 0.7 ? pick(random, values).value : pick(random, ['NOT_A_VALUE', 'asc', '', 'DESC; drop']);
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return pick(random, HOSTILE_INTS);
      case 'Float':
        return pick(random, HOSTILE_FLOATS);
      case 'Boolean':
        return random() < 0.5;
      default:
        return pick(random, HOSTILE_STRINGS);
    }
  }
  return pick(random, HOSTILE_STRINGS);
}

/** A small selection for an output type: a few leaf fields without required arguments, or __typename. */
function selection(type: GraphQLOutputType, random: Random, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 2) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type)));
  const objects = fields.filter((field) => isObjectType(getNamedType(field.type)));
  const chosen = [...leaves.filter(() => random() < 0.4).slice(0, 6)];
  const nested = objects.filter(() => random() < 0.15).slice(0, 2).map((field) => `${field.name} ${selection(field.type, random, depth + 1)}`);
  const parts = [...chosen.map((field) => field.name), ...nested];
  return `{ __typename ${parts.join(' ')} }`;
}

function typeText(type: GraphQLInputType): string {
  return type.toString();
}

/** One root field called with generated arguments, as variables (mostly) or inline literals. */
function fieldRequest(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, random: Random): FuzzRequest {
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) && random() < 0.3) continue;
    const name = `v_${arg.name}`;
    definitions.push(`$${name}: ${typeText(arg.type)}`);
    args.push(`${arg.name}: $${name}`);
    variables[name] = inputValue(arg.type, arg.name, random, 0);
  }
  const call = `${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''} ${selection(field.type, random, 0)}`;
  const repeat = operation === 'mutation' && random() < 0.1 ? 5 : 1;
  const body = Array.from({ length: repeat }, (_, i) => (repeat > 1 ? `a${i}: ${call}` : call)).join(' ');
  const query = `${operation} Fuzz${definitions.length > 0 ? `(${definitions.join(', ')})` : ''} { ${body} }`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (random() < 0.2) headers.store = pick(random, ['en', 'th', 'default', 'nope', 'x'.repeat(300)]);
  if (random() < 0.1) headers['content-currency'] = pick(random, ['USD', 'XXX', 'thb', '']);
  if (random() < 0.1) headers.authorization = pick(random, ['Bearer ', 'Bearer x', `Bearer ${'t'.repeat(5_000)}`, 'Basic abc']);
  if (operation === 'query' && random() < 0.3) {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables), operationName: 'Fuzz' });
    return { kind: `GET ${field.name}`, method: 'GET', path: `/graphql?${params}`, headers: { ...headers, 'content-type': '' }, graphql: true };
  }
  return { kind: `${operation} ${field.name}`, method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query, variables, operationName: 'Fuzz' }), graphql: true };
}

/** Requests that are not well-formed GraphQL: garbage documents, wrong JSON shapes, bad content types. */
function malformedRequest(random: Random): FuzzRequest {
  const json = { 'content-type': 'application/json' };
  const choice = Math.floor(random() * 6);
  if (choice === 0) {
    return { kind: 'garbage document', method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query: pick(random, garbageQueries(random)) }), graphql: true };
  }
  if (choice === 1) {
    const shape = pick(random, [
      { query: pick(random, WRONG_TYPES) },
      { query: '{ __typename }', variables: pick(random, ['x', 42, [1], true]) },
      { query: '{ __typename }', operationName: pick(random, [42, {}, ['a']]) },
      pick(random, WRONG_TYPES),
      [{ query: '{ __typename }' }, { query: '{ __typename }' }],
    ]);
    return { kind: 'wrong JSON shape', method: 'POST', path: '/graphql', headers: json, body: JSON.stringify(shape), graphql: true };
  }
  if (choice === 2) {
    const contentType = pick(random, ['text/plain', 'application/graphql', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/xml', '', 'application/json, text/plain']);
    const body = pick(random, ['{ __typename }', 'query=%7B__typename%7D', '{"query":"{ __typename }"}', '<?xml version="1.0"?><a/>', '\u0000\u0001']);
    return { kind: 'bad content type', method: 'POST', path: '/graphql', headers: { 'content-type': contentType }, body, graphql: true };
  }
  if (choice === 3) {
    const body = pick(random, ['{"query": ', '{"query": "{ __typename }"', 'nul\u0000l', '"just a string"', '{"query":"\\ud800"}', `{"query":"${'{'.repeat(100_000)}"}`]);
    return { kind: 'broken JSON', method: 'POST', path: '/graphql', headers: json, body, graphql: true };
  }
  if (choice === 4) {
    const params = pick(random, [
      'query=%7B__typename%7D&query=%7B__typename%7D',
      'query=mutation%20%7B%20createGuestCart%20%7B%20cart%20%7B%20id%20%7D%20%7D%20%7D',
      'query=%7B__typename%7D&variables=%5B1%5D',
      'query=%7B__typename%7D&variables=%7Bnope',
      '',
      'variables=%7B%7D',
      `query=${encodeURIComponent(`{ products(search: "${'a'.repeat(3_000)}") { total_count } }`)}`,
    ]);
    return { kind: 'odd GET', method: 'GET', path: `/graphql?${params}`, headers: {}, graphql: true };
  }
  return { kind: 'other method', method: pick(random, ['PUT', 'DELETE', 'PATCH'] as const), path: '/graphql', headers: json, body: '{"query":"{ __typename }"}', graphql: false };
}

/** Requests outside /graphql: media parameters, paths, health. */
function httpRequest(random: Random): FuzzRequest {
  const path = pick(random, [
    `/media/catalog/product/${'x'.repeat(300)}.jpg?width=640`,
    '/media/../../etc/passwd',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/catalog/product/a.jpg?width=99999&height=-1&quality=0',
    '/media/catalog/product/a.jpg?width=640&format=exe',
    `/${encodeURIComponent('ข้าวหอมมะลิ-'.repeat(20))}.html`,
    `/${'a'.repeat(5_000)}`,
    '/rest/V1/guest-carts/%00/items',
    '/health?x=%00',
    '/graphql/../health',
    '/%ff%fe',
  ]);
  return { kind: 'http path', method: 'GET', path, headers: { accept: pick(random, ['text/html', 'image/avif,image/webp', '*/*']) }, graphql: false };
}

/**
 * `count` requests generated from the schema the server itself reports (introspection), so fields added
 * later are fuzzed without touching this file. About 70% call schema fields with hostile arguments.
 */
export function generateRequests(schema: GraphQLSchema, count: number, random: Random): FuzzRequest[] {
  const queryFields = Object.values(schema.getQueryType()?.getFields() ?? {}).filter((field) => !field.name.startsWith('__'));
  const mutationFields = Object.values(schema.getMutationType()?.getFields() ?? {});
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    if (roll < 0.4) requests.push(fieldRequest('query', pick(random, queryFields), random));
    else if (roll < 0.7) requests.push(fieldRequest('mutation', pick(random, mutationFields), random));
    else if (roll < 0.92) requests.push(malformedRequest(random));
    else requests.push(httpRequest(random));
  }
  return requests;
}
