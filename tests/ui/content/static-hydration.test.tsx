// Content the server rendered and marked static is hydrated as the server's HTML: no renderer, parser or
// sanitiser needed in the browser, no hydration mismatch, and its links still navigate inside the app.
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageBuilderContentLazy } from '../../../src/ui/content/render/page-builder-content-lazy.tsx';
import { fixture, Providers, testEnvironment } from './content-test-kit.tsx';

async function serverHtml(html: string): Promise<string> {
  const { prelude } = await prerender(
    <Providers env={testEnvironment()}>
      <PageBuilderContentLazy html={html} />
    </Providers>,
  );
  return new Response(prelude).text();
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function hydrate(html: string) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(html);
  document.body.append(container);
  const env = testEnvironment();
  const errors: unknown[] = [];
  // Server and client renderers in one test process share the context objects (React warns, not so in a page).
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
  });
  await act(async () => {
    root = hydrateRoot(
      container,
      <Providers env={env}>
        <PageBuilderContentLazy html={html} />
      </Providers>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  consoleError.mockRestore();
  return { container, env, errors };
}

describe('static content from the server', () => {
  it('is marked static by the server and kept as it is when hydrating, links navigating in the app', async () => {
    const html = fixture('banner-poster.html');
    const { container, env, errors } = await hydrate(html);
    const content = container.querySelector('.pb-content');
    expect(content?.hasAttribute('data-pb-static')).toBe(true);
    expect(errors).toEqual([]);
    const link = screen.getByRole('link', { name: /ลดสูงสุด 50%/ });
    fireEvent.click(link);
    expect(env.navigate).toHaveBeenCalledWith('/promotions.html');
    // a modified click stays with the browser
    fireEvent.click(link, { ctrlKey: true });
    expect(env.navigate).toHaveBeenCalledTimes(1);
  });

  it('content with a slider is not static: the renderer hydrates it', async () => {
    const html = fixture('slider.html');
    const { container, errors } = await hydrate(html);
    expect(container.querySelector('.pb-content')?.hasAttribute('data-pb-static')).toBe(false);
    expect(errors).toEqual([]);
  });
});
