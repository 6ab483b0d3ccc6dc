// Shared test kit for the content renderer: a recording ContentEnvironment, an IntlProvider, and fixture loading.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { ContentEnvironmentProvider, PageBuilderContent, type ContentEnvironment, type ContentItem } from '../../../src/ui/content/index.ts';

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
