import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { msg } from '../i18n/message';
import { GraphQlInputException } from './errors';

/**
 * Abuse limits. The numbers leave room for the storefront's largest operations (product detail with
 * configurable variants, the 4-level category menu) and stop queries built to exhaust the server.
 */
export const QUERY_LIMITS = {
  /** Depth of the deepest field; the category menu reaches ~10 with its fragments. */
  maxDepth: 15,
  /** Aliases per operation; the storefront uses a handful. */
  maxAliases: 15,
  /** graphql-armor cost (objects 2, scalars 1, each level deeper costing depthCostFactor times more). */
  maxCost: 20_000,
  /**
   * armor's default 1.5 grows so fast with depth that the product page (variants, bundle items and
   * fragments, ~10 levels) scored 200,000. At 1.2 it scores ~7,700, while the depth, alias and token caps
   * still bound the worst query to a few times maxCost, so a hostile query is refused.
   */
  depthCostFactor: 1.2,
  maxDirectives: 50,
  /** Lexer tokens before parsing is abandoned (graphql-js parse option). */
  maxTokens: 5_000,
  /** Largest `pageSize` a list query accepts. */
  maxPageSize: 100,
} as const;

/**
 * graphql-armor's validation rules (depth, aliases, cost, directives). ApolloArmor is used only for the rule
 * list it builds; nothing of Apollo Server is loaded. Field suggestions stay on: the schema is public
 * (the storefront introspects filter inputs) and Magento answers them too.
 */
export function armorValidationRules(): ValidationRule[] {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, depthCostFactor: QUERY_LIMITS.depthCostFactor, ignoreIntrospection: true },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: false },
    maxTokens: { enabled: false },
  });
  return armor.protect().validationRules;
}

/**
 * Checks Magento's paging arguments: `currentPage` and `pageSize` must be positive (Magento's own
 * messages), and `pageSize` is capped. Every list resolver calls this before querying.
 */
export function assertPaging(args: { pageSize?: number | null; currentPage?: number | null }): { pageSize: number; currentPage: number } {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw new GraphQlInputException(msg('currentPage value must be greater than 0.'));
  if (pageSize < 1) throw new GraphQlInputException(msg('pageSize value must be greater than 0.'));
  if (pageSize > QUERY_LIMITS.maxPageSize) {
    throw new GraphQlInputException(msg('pageSize value must be at most {max}.', { max: QUERY_LIMITS.maxPageSize }));
  }
  return { pageSize, currentPage };
}
