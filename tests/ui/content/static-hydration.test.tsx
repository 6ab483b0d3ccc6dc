// Content the server rendered and marked static is hydrated as the server's HTML: no renderer, parser or
// sanitiser needed in the browser, no hydration mismatch, and its links still navigate inside the app.
import { act, fireEvent, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, hydrateContent, serverContentHtml } from './content-test-kit.tsx';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function hydrate(html: string) {
  const hydrated = await hydrateContent(await serverContentHtml(html), html);
  root = hydrated.root;
  return hydrated;
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
