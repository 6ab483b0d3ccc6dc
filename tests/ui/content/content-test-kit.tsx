// Shared test kit for the content renderer: a recording ContentEnvironment, an IntlProvider, and fixture loading.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { ContentEnvironmentProvider, PageBuilderContent, type ContentEnvironment, type ContentItem } from '../../../src/ui/content/index.ts';
import { PageBuilderContentLazy } from '../../../src/ui/content/render/page-builder-content-lazy.tsx';

// Block components are loaded lazily (dynamic import); the first import of a module in a worker can take
// longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 8000 });

export function fixture(name: string): string {
  // vitest runs from the repository root; import.meta.url is not a file URL under jsdom
  return readFileSync(resolve(process.cwd(), 'tests/fixtures/page-builder', name), 'utf8');
}

const cards = (prefix: string, count: number): ContentItem[] =>
  Array.from({ length: count }, (_, i) => ({ key: `${prefix}-${i + 1}`, node: <article>{`${prefix} ${i + 1}`}</article> }));

export function testEnvironment() {
  const env = {
    navigate: vi.fn<(path: string) => void>(),
    isInternalUrl: (url: string) => {
      if (/^\/(?!\/)/.test(url)) return true;
      try {
        return new URL(url).origin === window.location.origin;
      } catch {
        return false;
      }
    },
    storeRedirectValue: vi.fn<(value: string) => void>(),
    imageUrl: (src: string, o: { width?: number; quality?: number }) =>
      `${src}?width=${o.width ?? ''}${o.quality ? `&quality=${o.quality}` : ''}`,
    renderProducts: vi.fn<ContentEnvironment['renderProducts']>((request, layout) => (
      <div data-testid={`products-${request.source}`}>{layout(cards('product', 6))}</div>
    )),
    renderCmsBlock: vi.fn<ContentEnvironment['renderCmsBlock']>((id) => <p>{`cms block ${id}`}</p>),
    renderDynamicBlock: vi.fn<ContentEnvironment['renderDynamicBlock']>((ids) => <p>{`dynamic ${ids.join('+')}`}</p>),
    renderCustomForm: vi.fn<ContentEnvironment['renderCustomForm']>((form) => <p>{`form ${form.formId}`}</p>),
    renderBrands: vi.fn<ContentEnvironment['renderBrands']>((_r, layout) => <div data-testid="brands">{layout(cards('brand', 8))}</div>),
    renderBannerManager: vi.fn<ContentEnvironment['renderBannerManager']>((_r, layout) => <div data-testid="banners">{layout(cards('banner', 3))}</div>),
  } satisfies ContentEnvironment;
  return env;
}

export type TestEnvironment = ReturnType<typeof testEnvironment>;

export function Providers({ env, children }: { env: ContentEnvironment; children: ReactNode }) {
  return (
    <IntlProvider locale="th" defaultLocale="th" messages={{}} onError={() => {}}>
      <ContentEnvironmentProvider value={env}>{children}</ContentEnvironmentProvider>
    </IntlProvider>
  );
}

export function renderContent(html: string, env: TestEnvironment = testEnvironment()) {
  const result = render(
    <Providers env={env}>
      <PageBuilderContent html={html} />
    </Providers>,
  );
  return { ...result, env };
}

/** The server's HTML of `html` as the pages render it (PageBuilderContentLazy); `wrap` adds providers (the server's record). */
export async function serverContentHtml(html: string, wrap: (page: ReactNode) => ReactNode = (page) => page): Promise<string> {
  const { prelude } = await prerender(
    wrap(
      <Providers env={testEnvironment()}>
        <PageBuilderContentLazy html={html} />
      </Providers>,
    ),
  );
  return new Response(prelude).text();
}

/** The browser hydrating `markup` (the server's HTML of `html`): its root, environment and the errors React reported. */
export async function hydrateContent(markup: string, html: string): Promise<{ root: Root; container: HTMLElement; env: TestEnvironment; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const env = testEnvironment();
  const errors: unknown[] = [];
  // Server and client renderers in one test process share the context objects (React warns, not so in a page).
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Providers env={env}>
        <PageBuilderContentLazy html={html} />
      </Providers>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  consoleError.mockRestore();
  return { root: root!, container, env, errors };
}
