// The app's routes (React Router 7, declarative: rendered by useRoutes under the app's router, shell/routing/app-router). Known patterns render their page (the
// catalogue pages' paths are the page table's, src/pages/page-table.ts); every other path goes to generic route resolution. Catalogue pages exist only when their module does (see shell/routing/catalog-pages);
// other areas (cart, checkout, account...) pass their routes in as `children`.
import type { ComponentType, ReactNode } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router';
import { PAGES, type PageKind } from '../pages/page-table';
import { ErrorBoundary } from './providers/error-boundary';
import { ShellActorsProvider } from './providers/shell-actors';
import { ShellContentEnvironment, type ContentParts } from './providers/content-environment';
import { AppLayout } from './shell/app-layout';
import { RootErrorView } from './shell/errors/root-error-view';
import { HeaderSlotsProvider } from './shell/header/header-slots';
import { catalogPages } from './shell/routing/catalog-pages';
import { HomeRoute } from './shell/routing/home-route';
import { ResolvedRoute } from './shell/routing/resolved-route';

function BrandsRoute() {
  const { slug } = useParams();
  const Page = catalogPages.brands;
  return Page ? <Page slug={slug} /> : null;
}

/** The layout's boundary, cleared when the address moves (Back out of a failed page shows the page moved to). */
function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RootErrorView error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/** The routes of a page kind at the page table's paths (none when its module is not in this build). */
function page(kind: PageKind, element: ReactNode | null): RouteObject[] {
  const { match } = PAGES[kind];
  return element && 'paths' in match ? match.paths.map((path) => ({ path, element })) : [];
}

export interface ShellRouteOptions {
  /** Routes of the other areas, placed inside the layout before the catch-all. */
  children?: RouteObject[];
  contentParts?: ContentParts;
  footerExtras?: ReactNode;
  /** Wraps the layout inside the shell's actors and the router (the cart's provider goes here). */
  layoutWrapper?: ComponentType<{ children: ReactNode }>;
  /** The header's cart trigger (the cart area's mini cart). */
  cartTrigger?: ReactNode;
  /** The header's account trigger for signed-in shoppers (the accounts area's). */
  accountTrigger?: ReactNode;
}

export function shellRoutes(options: ShellRouteOptions = {}): RouteObject[] {
  const Wrapper = options.layoutWrapper ?? (({ children }: { children: ReactNode }) => children);
  const { landing: Landing, search: Search, brands, flashSales: FlashSales, buyOften: BuyOften } = catalogPages;
  return [
    {
      path: '/',
      element: (
        // Last line of defence: an error the layout itself threw (the page has its own boundary inside the layout).
        <RootErrorBoundary>
          <ShellActorsProvider>
            <ShellContentEnvironment parts={options.contentParts}>
              <Wrapper>
                <HeaderSlotsProvider value={{ cartTrigger: options.cartTrigger, accountTrigger: options.accountTrigger }}>
                  <AppLayout footerExtras={options.footerExtras} />
                </HeaderSlotsProvider>
              </Wrapper>
            </ShellContentEnvironment>
          </ShellActorsProvider>
        </RootErrorBoundary>
      ),
      children: [
        { index: true, element: <HomeRoute /> },
        // The same element type as "/" (home-route.tsx): a guest's move from / to /landing keeps the page mounted.
        ...page('landing', Landing ? <HomeRoute at="landing" /> : null),
        ...page('search', Search ? <Search /> : null),
        ...page('brands', brands ? <BrandsRoute /> : null),
        ...page('flash-sales', FlashSales ? <FlashSales /> : null),
        ...page('buy-often', BuyOften ? <BuyOften /> : null),
        ...(options.children ?? []),
        { path: '*', element: <ResolvedRoute /> },
      ],
    },
  ];
}
