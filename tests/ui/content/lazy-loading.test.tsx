// Rich content waits until it is within 400 px of the viewport, showing a 300 px placeholder meanwhile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture, renderContent } from './content-test-kit.tsx';
import { FakeObserver, stubIntersectionObserver } from '../common/fake-intersection-observer.ts';

beforeEach(stubIntersectionObserver);
afterEach(() => vi.unstubAllGlobals());

describe('lazy loading', () => {
  it('products wait behind a 300 px placeholder until within 400 px of the viewport', async () => {
    const { env, container } = renderContent(fixture('products-grid.html'));
    const placeholder = await screen.findByRole('status', { name: 'Loading content' });
    expect(placeholder.style.minHeight).toBe('300px');
    expect(env.renderProducts).not.toHaveBeenCalled();
    const observer = FakeObserver.instances.find((o) => o.elements.some((e) => e.classList.contains('pb-lazy')));
    expect(observer?.options.rootMargin).toBe('400px 0px 400px 0px');
    act(() => observer?.enter());
    await screen.findByTestId('products-condition');
    expect(env.renderProducts).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.pb-placeholder')).toBeNull();
  });

  it('background images are requested only near the viewport', async () => {
    const { container } = renderContent(fixture('row-contained.html'));
    await screen.findByRole('heading', { name: 'ผักสดจากสวน' });
    const inner = container.querySelector<HTMLElement>('.pb-row__inner');
    expect(inner?.style.getPropertyValue('--pb-bg-desktop')).toBe('');
    expect(inner?.classList.contains('pb-bg')).toBe(false);
    // The row's blocks are lazy chunks: the observer is attached in an effect that may land after the heading shows.
    const observer = await waitFor(() => {
      const found = FakeObserver.instances.find((o) => o.elements.includes(inner as Element));
      expect(found).toBeDefined();
      return found;
    });
    expect(observer?.options.rootMargin).toBe('400px 0px 400px 0px');
    act(() => observer?.enter());
    await waitFor(() => expect(inner?.style.getPropertyValue('--pb-bg-desktop')).toContain('quality=85'));
    expect(inner?.classList.contains('pb-bg')).toBe(true);
  });

  it('both backgrounds travel as CSS, and the stylesheet applies the mobile one at or below 768 px', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderContent(fixture('row-contained.html'));
    await screen.findByRole('heading', { name: 'ผักสดจากสวน' });
    const inner = container.querySelector<HTMLElement>('.pb-row__inner');
    expect(inner?.classList.contains('pb-bg')).toBe(true);
    expect(inner?.style.getPropertyValue('--pb-bg-mobile')).toContain('/media/wysiwyg/fixtures/row-mobile.jpg?width=960&quality=85');
    expect(inner?.style.getPropertyValue('--pb-bg-desktop')).toContain('/media/wysiwyg/fixtures/row-desktop.jpg?width=1600&quality=85');
    const css = readFileSync(join(process.cwd(), 'src/ui/content/content.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain('.pb-bg { background-image: var(--pb-bg-desktop); }');
    expect(css).toContain('@media (max-width: 768px) { .pb-bg { background-image: var(--pb-bg-mobile); } }');
  });
});
