import type { IResolvers } from 'mercurius';
import type { Resolvers } from './generated/resolvers-types';

/**
 * Codegen names the abstract-type hooks `__resolveType`/`__isTypeOf` (graphql-tools style); mercurius reads
 * `resolveType`/`isTypeOf` on the type's resolver object. Renamed here so modules can keep the typed names.
 */
const HOOK_NAMES: Record<string, string> = { __resolveType: 'resolveType', __isTypeOf: 'isTypeOf' };

/**
 * Merges module resolver maps type by type. Two modules defining the same field is a mistake that would
 * otherwise be silent (the later would win), so it fails at start-up instead.
 */
export function mergeResolvers(maps: readonly Resolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map as Record<string, Record<string, unknown>>)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        const name = HOOK_NAMES[field] ?? field;
        if (name in target) throw new Error(`Two modules resolve ${typeName}.${field}`);
        target[name] = resolver;
      }
    }
  }
  return merged as IResolvers;
}
