import { Kind, OperationTypeNode, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Root query fields whose answer depends only on the store, the currency and the arguments: the same for
 * every guest, so a GET of them may be cached by browsers, proxies and our response cache. Anything else
 * (cart, customer, order, wishlist, ...) is private even without a token (a guest cart id is a secret),
 * so an operation is cacheable only when every root field is listed here. Modules with public queries add
 * their names to this list.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  '__schema',
  '__type',
  'storeConfig',
  'availableStores',
  'currency',
  'countries',
  'country',
  'route',
  'urlResolver',
  'cmsPage',
  'cmsBlocks',
  'getRegionsData',
  'getThaiAddressByPostcode',
  'categories',
  'categoryList',
  'products',
  'productGroupRuleList',
  'ambrandlist',
  'ambrandslider',
  'ambrand',
  'popupWidget',
  'amSocialLoginButtonConfig',
]);

function rootFieldsArePublic(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!PUBLIC_QUERY_FIELDS.has(selection.name.value)) return false;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!rootFieldsArePublic(selection.selectionSet, fragments, seen)) return false;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      seen.add(name);
      if (!rootFieldsArePublic(fragment.selectionSet, fragments, seen)) return false;
    }
  }
  return true;
}

/** Whether the operation a GET runs is a public query. Unparsable documents are not (they fail anyway). */
export function isPublicQuery(document: DocumentNode, operationName: string | null): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((definition) => definition.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return rootFieldsArePublic(operation.selectionSet, fragments, new Set());
}

const verdicts = new LRUCache<string, boolean>({ max: 2000 });

/** Parses at most once per distinct query text; the storefront sends a few dozen distinct queries. */
export function isCacheableQuery(query: string, operationName: string | null, maxTokens: number): boolean {
  const key = `${operationName ?? ''}\u0000${query}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    verdict = isPublicQuery(parse(query, { noLocation: true, maxTokens }), operationName);
  } catch {
    verdict = false;
  }
  verdicts.set(key, verdict);
  return verdict;
}
