// Test kit for the catalogue pages: a fake /graphql that answers by operation name (GET and POST), the shell
// deps around a real GraphQL client on that fetch, compiled th/en messages, a memory router and a recording
// content environment.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, configure, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { Route, Routes, useLocation } from 'react-router';
import { AppRouter } from '../../../src/ui/shell/routing/app-router';
import { memoryAddress } from '../memory-address';
import { createGraphQLClient } from '../../../src/api/graphql-client';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { ShellDepsProvider, type ShellDeps } from '../../../src/ui/providers/shell-deps';
import { ContentEnvironmentProvider } from '../../../src/ui/content';
import { testEnvironment } from '../content/content-test-kit';

configure({ asyncUtilTimeout: 8000 });

export type Variables = Record<string, unknown>;
export type Handler = (variables: Variables) => unknown;

export interface FakeServer {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  calls: { operation: string; variables: Variables }[];
  callsOf(operation: string): Variables[];
}

export function fakeServer(handlers: Record<string, Handler>): FakeServer {
  const calls: FakeServer['calls'] = [];
  return {
    calls,
    callsOf: (operation) => calls.filter((c) => c.operation === operation).map((c) => c.variables),
    async fetch(url, init) {
      let operation = '';
      let variables: Variables = {};
      if (init.method === 'POST') {
        const body = JSON.parse(init.body as string) as { operationName: string; variables: Variables };
        operation = body.operationName;
        variables = body.variables;
      } else {
        const params = new URL(url, 'http://shop.test').searchParams;
        operation = params.get('operationName') ?? '';
        variables = JSON.parse(params.get('variables') ?? '{}') as Variables;
      }
      calls.push({ operation, variables });
      const handler = handlers[operation];
      if (!handler) return new Response(JSON.stringify({ errors: [{ message: `no fake for ${operation}` }] }), { status: 200 });
      return new Response(JSON.stringify({ data: handler(variables) }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  };
}

type Locale = 'th-TH' | 'en-US';
const compiled = (lang: 'th' | 'en') => JSON.parse(readFileSync(resolve(process.cwd(), `src/i18n/compiled/${lang}.json`), 'utf8')) as Record<string, never>;
const catalogues = { 'th-TH': compiled('th'), 'en-US': compiled('en') };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path?: string;
  locale?: Locale;
  signedIn?: boolean;
  /** Extra routes (e.g. the sign-in target) beside the page's own. */
  routePath?: string;
}

/**
 * Rendered inside an awaited act(): React 19 retries a component suspended on use() only when the act scope it
 * suspended in is awaited.
 */
export async function renderPage(page: ReactNode, server: FakeServer, options: RenderOptions = {}) {
  const locale = options.locale ?? 'th-TH';
  const persistence = createBrowserPersistence(createMemoryStorage());
  if (options.signedIn) persistence.set('signin_token', 'token-1');
  const client = createGraphQLClient({
    fetch: server.fetch,
    session: () => ({ storeCode: locale === 'en-US' ? 'en' : 'th', currency: null, token: persistence.get('signin_token') ?? null, pathname: '/' }),
    isOnline: () => true,
    sleep: () => Promise.resolve(),
    random: () => 0,
  });
  const deps: ShellDeps = {
    client,
    persistence,
    cookies: { cookie: '' },
    reload: () => {},
    loadPage: () => {},
    isOnline: () => true,
    connectivityTarget: window,
    isBot: () => false,
    cartCount: { subscribe: () => () => {}, getCount: () => null },
  };
  const env = testEnvironment();
  const router = memoryAddress(options.path ?? '/');
  const result = await act(async () =>
    render(
    <IntlProvider locale={locale} defaultLocale="th-TH" messages={catalogues[locale]} timeZone="Asia/Bangkok">
      <I18nProvider locale={locale}>
        <ShellDepsProvider value={deps}>
          <ContentEnvironmentProvider value={env}>
            <AppRouter address={router}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      <Suspense fallback={<p>suspended</p>}>{page}</Suspense>
                      <LocationProbe />
                    </>
                  }
                />
              </Routes>
            </AppRouter>
          </ContentEnvironmentProvider>
        </ShellDepsProvider>
      </I18nProvider>
    </IntlProvider>,
    ),
  );
  return { ...result, router, env, persistence };
}
