import { assign, emit, setup } from 'xstate';
import { type MessageRef, shellMessages } from './messages';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// Generic route resolution (storefront spec section 2): a path that matches none of the app's route patterns is
// looked up on the server. The router sends `route.resolve` for such paths only. While the lookup runs the
// page-loading indicator is on and the view shows a shimmer; the page in context is replaced only once the new
// one is resolved, so the old page never pairs with the new type. A new path while resolving restarts the lookup.

export type RoutePageType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT';

/** The server's answer for a path, reshaped by src/api from Magento's `route` query. */
export interface RouteLookupResult {
  type: RoutePageType | null;
  relativeUrl: string | null;
  redirectCode: number;
  identifier?: string | null;
  uid?: string | null;
  /** The entity's url_key (products and categories): the product page is addressed by it. */
  urlKey?: string | null;
}

export interface RouteLookupInput {
  pathname: string;
}

/** null when the server knows nothing of the path. */
export type RouteLookupOutput = RouteLookupResult | null;

/** What the view needs to show the page, so it never parses the URL: the CMS identifier, or uid and url_key. */
export type ResolvedPage =
  | { type: 'CMS_PAGE'; identifier: string; relativeUrl: string | null }
  | { type: 'CATEGORY'; uid: string; urlKey: string | null; relativeUrl: string | null }
  | { type: 'PRODUCT'; uid: string; urlKey: string; relativeUrl: string | null };

export interface RouteResolutionContext {
  /** The path being resolved or last resolved. */
  pathname: string | null;
  /** The page on screen; kept while the next path resolves. */
  page: ResolvedPage | null;
  /** Where a redirect answer sends the shopper (an app-relative path). */
  redirectTo: string | null;
  /** Text of the not-found and error states. */
  message: MessageRef | null;
}

export type RouteResolutionEvent = { type: 'route.resolve'; pathname: string };

export type RouteResolutionEmitted = { type: 'pageLoading.start' } | { type: 'pageLoading.stop' };

/** Redirect codes that make an answer a redirect (permanent and temporary). */
export const REDIRECT_CODES: readonly number[] = [301, 302];

/** Magento's relative_url has no leading slash; an absolute URL keeps only its path, query and hash. */
export function toAppPath(relativeUrl: string): string {
  if (/^https?:\/\//i.test(relativeUrl)) {
    const url = new URL(relativeUrl);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return relativeUrl.startsWith('/') ? relativeUrl : `/${relativeUrl}`;
}

/**
 * The page an answer describes, or null when it lacks a type or what addresses its page (then it is "not
 * found"): a CMS page its identifier, a category its uid, a product its uid and url_key.
 */
export function pageOf(result: RouteLookupOutput): ResolvedPage | null {
  if (!result?.type) return null;
  const { relativeUrl } = result;
  switch (result.type) {
    case 'CMS_PAGE':
      return result.identifier ? { type: 'CMS_PAGE', identifier: result.identifier, relativeUrl } : null;
    case 'CATEGORY':
      return result.uid ? { type: 'CATEGORY', uid: result.uid, urlKey: result.urlKey || null, relativeUrl } : null;
    case 'PRODUCT':
      return result.uid && result.urlKey ? { type: 'PRODUCT', uid: result.uid, urlKey: result.urlKey, relativeUrl } : null;
  }
}

function isRedirectResult(result: RouteLookupOutput): result is RouteLookupResult & { relativeUrl: string } {
  return !!result && REDIRECT_CODES.includes(result.redirectCode) && !!result.relativeUrl;
}

export const routeResolutionMachine = setup({
  types: {
    context: {} as RouteResolutionContext,
    events: {} as RouteResolutionEvent,
    emitted: {} as RouteResolutionEmitted,
  },
  actors: {
    lookupRoute: unprovidedPromise<RouteLookupOutput, RouteLookupInput>('lookupRoute'),
  },
  guards: {
    isRedirect: (_, params: { result: RouteLookupOutput }) => isRedirectResult(params.result),
    isPage: (_, params: { result: RouteLookupOutput }) => pageOf(params.result) !== null,
  },
  actions: {
    assignPath: assign({ pathname: ({ event }) => event.pathname }),
    assignRedirect: assign((_, params: { result: RouteLookupOutput }) => ({
      redirectTo: isRedirectResult(params.result) ? toAppPath(params.result.relativeUrl) : null,
    })),
    assignPage: assign((_, params: { result: RouteLookupOutput }) => ({
      page: pageOf(params.result),
      redirectTo: null,
      message: null,
    })),
    assignNotFound: assign({ page: null, redirectTo: null, message: shellMessages.routeNotFound }),
    assignError: assign({ page: null, redirectTo: null, message: shellMessages.routeError }),
    /** Client-side history replace (the app's router). */
    replaceLocation: unprovidedAction<{ to: string }>('replaceLocation'),
    showPageLoading: emit({ type: 'pageLoading.start' as const }),
    hidePageLoading: emit({ type: 'pageLoading.stop' as const }),
  },
}).createMachine({
  id: 'routeResolution',
  context: { pathname: null, page: null, redirectTo: null, message: null },
  initial: 'idle',
  on: {
    // Handled at the root so it applies in every state; from `resolving` it re-enters it, which stops the running
    // lookup and starts one for the new path.
    'route.resolve': { target: '.resolving', reenter: true, actions: 'assignPath' },
  },
  states: {
    idle: {},
    resolving: {
      entry: 'showPageLoading',
      exit: 'hidePageLoading',
      invoke: {
        id: 'lookupRoute',
        src: 'lookupRoute',
        input: ({ context }) => ({ pathname: context.pathname ?? '/' }),
        onDone: [
          {
            guard: { type: 'isRedirect', params: ({ event }) => ({ result: event.output }) },
            target: 'redirecting',
            actions: { type: 'assignRedirect', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'isPage', params: ({ event }) => ({ result: event.output }) },
            target: 'found',
            actions: { type: 'assignPage', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'notFound', actions: 'assignNotFound' },
        ],
        onError: { target: 'error', actions: 'assignError' },
      },
    },
    redirecting: {
      entry: { type: 'replaceLocation', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
    },
    found: {},
    notFound: {},
    error: {},
  },
});
