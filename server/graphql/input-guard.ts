import {
  defaultFieldResolver,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { IResolvers } from 'mercurius';
import { msg } from '../i18n/message';
import { GraphQlInputException } from './errors';
import { FORBIDDEN_CHARACTERS, INPUT_LIMITS, stringLimit } from './input-limits';
import { notAvailable } from './unavailable-fields';

/** Checks one coerced value; `path` names it in the message (filter.name.match). */
type Check = (value: unknown, path: string) => void;

function checkString(limit: number): Check {
  return (value, path) => {
    if (typeof value !== 'string') return;
    // Length first: the cheapest test, and it bounds the cost of everything after it.
    if (value.length > limit) throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field: path, max: String(limit) }));
    if (FORBIDDEN_CHARACTERS.test(value)) throw new GraphQlInputException(msg('"{field}" contains characters that are not allowed.', { field: path }));
  };
}

const checkFloat: Check = (value, path) => {
  if (typeof value !== 'number') return;
  if (!Number.isFinite(value) || Math.abs(value) > INPUT_LIMITS.maxFloat) throw new GraphQlInputException(msg('"{field}" is out of range.', { field: path }));
};

/**
 * Builds the check of one input type, following its structure (lists, input objects, scalars). Input
 * objects may refer to themselves, so their checks are memoised by name and resolved lazily.
 */
class CheckBuilder {
  private readonly objects = new Map<string, Check>();

  forType(type: GraphQLInputType, name: string): Check | null {
    if (isNonNullType(type)) return this.forType(type.ofType, name);
    if (isListType(type)) {
      const item = this.forType(type.ofType, name);
      return (value, path) => {
        if (!Array.isArray(value)) return item?.(value, path) ?? undefined;
        if (value.length > INPUT_LIMITS.listItems) {
          throw new GraphQlInputException(msg('"{field}" has more than {max} items.', { field: path, max: String(INPUT_LIMITS.listItems) }));
        }
        if (item) for (const entry of value) item(entry, path);
      };
    }
    if (isInputObjectType(type)) return this.forObject(type.name, () => type.getFields());
    if (isEnumType(type)) return null;
    if (isScalarType(type)) {
      if (type.name === 'String' || type.name === 'ID') return checkString(stringLimit(name));
      if (type.name === 'Float') return checkFloat;
    }
    return null;
  }

  private forObject(typeName: string, fields: () => Record<string, { name: string; type: GraphQLInputType }>): Check {
    const known = this.objects.get(typeName);
    if (known) return known;
    let checks: Array<[string, Check]> | null = null;
    const check: Check = (value, path) => {
      if (typeof value !== 'object' || value === null) return;
      checks ??= Object.values(fields()).flatMap((field) => {
        const fieldCheck = this.forType(field.type, field.name);
        return fieldCheck ? [[field.name, fieldCheck] as [string, Check]] : [];
      });
      const record = value as Record<string, unknown>;
      for (const [name, fieldCheck] of checks) {
        // Magento's single `input` argument is left out of the name: "fullname", not "input.fullname".
        if (record[name] !== undefined && record[name] !== null) fieldCheck(record[name], path === 'input' ? name : `${path}.${name}`);
      }
    };
    this.objects.set(typeName, check);
    return check;
  }
}

/** The check of a field's arguments, or null when none of them can carry unbounded input. */
function argumentsCheck(field: GraphQLField<unknown, unknown>, builder: CheckBuilder): ((args: Record<string, unknown>) => void) | null {
  const checks = field.args.flatMap((arg) => {
    const check = builder.forType(arg.type, arg.name);
    return check ? [[arg.name, check] as [string, Check]] : [];
  });
  if (checks.length === 0) return null;
  return (args) => {
    for (const [name, check] of checks) {
      if (args[name] !== undefined && args[name] !== null) check(args[name], name);
    }
  };
}

type ResolverEntry = GraphQLFieldResolver<unknown, unknown> | { resolve?: GraphQLFieldResolver<unknown, unknown> };

/**
 * Wraps the merged resolvers once at start-up, driven by the schema (the contract), so fields added later
 * are covered without anyone remembering to:
 * - every field with string, ID, Float or list arguments checks them (length by meaning, forbidden
 *   characters, range, list size) before its resolver runs; fields without a resolver of their own get the
 *   default one behind the check;
 * - a Query or Mutation field no module resolves answers "not available" (graphql-input) instead of a
 *   silent null; the moment a module adds its resolver, the field simply works.
 */
export function guardResolvers(resolvers: IResolvers, schema: GraphQLSchema): IResolvers {
  const builder = new CheckBuilder();
  const guarded: Record<string, Record<string, unknown>> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, Record<string, unknown>>)) guarded[typeName] = { ...fields };
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name].filter(Boolean));
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const isRoot = roots.has(type.name);
    for (const field of Object.values(type.getFields())) {
      const typeResolvers = (guarded[type.name] ??= {});
      const entry = typeResolvers[field.name] as ResolverEntry | undefined;
      const resolve = typeof entry === 'function' ? entry : entry?.resolve;
      if (!resolve && isRoot) {
        typeResolvers[field.name] = notAvailable(field.name);
        continue;
      }
      const check = argumentsCheck(field, builder);
      if (!check) continue;
      const inner = resolve ?? defaultFieldResolver;
      const wrapped: GraphQLFieldResolver<unknown, unknown> = (parent, args, context, info) => {
        check(args as Record<string, unknown>);
        return inner(parent, args, context, info);
      };
      typeResolvers[field.name] = typeof entry === 'object' && entry !== null ? { ...entry, resolve: wrapped } : wrapped;
    }
    if (Object.keys(guarded[type.name] ?? {}).length === 0) delete guarded[type.name];
  }
  return guarded as IResolvers;
}

/** For tests and the fuzz generator: the root fields no module resolves yet. */
export function unresolvedRootFields(resolvers: IResolvers, schema: GraphQLSchema): string[] {
  const map = resolvers as Record<string, Record<string, unknown> | undefined>;
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).filter((name) => !map[type.name]?.[name]).map((name) => `${type.name}.${name}`) : [],
  );
}

