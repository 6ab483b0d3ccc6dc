// The server's one resolution of a page's path, handed to the render (render-contract.ts) so that its route chart
// starts from that answer instead of asking `route` again. Plain data: the server, the entry and the adapter read it.

/**
 * Magento's `route(url)` answer as far as the route chart reads it: the fields both the storefront's getRouteData
 * and the server's page-route.graphql select (identifier on CMS pages, uid and url_key on products and categories).
 */
export interface RouteAnswer {
  type?: string | null;
  relative_url?: string | null;
  redirect_code: number;
  identifier?: string | null;
  uid?: string;
  url_key?: string | null;
}

/** A path resolved by the server for this request, and what `route` answered for it (null: nothing there). */
export interface ServerRoute {
  path: string;
  answer: RouteAnswer | null;
}
