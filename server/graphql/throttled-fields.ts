import { GraphQLError, Kind, OperationTypeNode, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Mutations guarded by a throttle (server/security/throttles.ts): each one a guess at a password or a coupon.
 * GraphQL runs aliases of a mutation one after the other, and each counted against the throttle only when it ran,
 * so 15 aliased sign-ins cost 10 argon2 checks before the account locked. One such field per request is all a
 * storefront ever sends; more are refused before any of them runs (docs/decisions/server-throttling.md).
 */
export const THROTTLED_MUTATIONS: ReadonlySet<string> = new Set([
  'generateCustomerToken',
  'generateCustomerTokenByLogin',
  'applyCouponToCart',
  'applyCouponsToCart',
  'requestPasswordResetEmail',
  'resetPassword',
  'changeCustomerPassword',
]);

/** The throttled root fields of a selection set, following fragments at the top level. */
function countThrottled(context: ValidationContext, selections: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD && THROTTLED_MUTATIONS.has(selection.name.value)) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countThrottled(context, selection.selectionSet, seen);
    else if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countThrottled(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

export const oneThrottledMutationPerRequest: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if (node.operation !== OperationTypeNode.MUTATION) return;
    const count = countThrottled(context, node.selectionSet, new Set());
    if (count > 1) {
      context.reportError(new GraphQLError(`A request may contain at most one sign-in, password or coupon mutation; this one has ${count}.`, { nodes: [node] }));
    }
  },
});
