// A new page opens at its top (or its anchor), Back returns to where the shopper was (issue 31: the PromptPay page
// opened 832 px down, a product opened from a scrolled listing and the cart likewise).
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollPositions, scrollTargetFor } from '../../../src/ui/shell/scroll/scroll-restoration';
import { useScrollRestoration } from '../../../src/ui/shell/scroll/use-scroll-restoration';

describe('scrollTargetFor', () => {
  const saved = new Map([['listing', 1400]]);
  it('opens a pushed page at its top, or at its anchor', () => {
    expect(scrollTargetFor({ kind: 'PUSH', key: 'new', hash: '', pathChanged: true }, saved)).toEqual({ kind: 'top' });
    expect(scrollTargetFor({ kind: 'PUSH', key: 'new', hash: '#reviews', pathChanged: true }, saved)).toEqual({ kind: 'anchor', id: 'reviews' });
  });
  it('goes back to the position the entry had, and to the top of one it never saw', () => {
    expect(scrollTargetFor({ kind: 'POP', key: 'listing', hash: '', pathChanged: true }, saved)).toEqual({ kind: 'restore', y: 1400 });
    expect(scrollTargetFor({ kind: 'POP', key: 'unknown', hash: '', pathChanged: true }, saved)).toEqual({ kind: 'top' });
  });
  it('stays put when a replace keeps the path (a filter in the query)', () => {
    expect(scrollTargetFor({ kind: 'REPLACE', key: 'x', hash: '', pathChanged: false }, saved)).toEqual({ kind: 'stay' });
    expect(scrollTargetFor({ kind: 'REPLACE', key: 'x', hash: '', pathChanged: true }, saved)).toEqual({ kind: 'top' });
  });
  it('keeps at most its limit of entries, forgetting the oldest', () => {
    const positions = new ScrollPositions(2);
    positions.remember('a', 1);
    positions.remember('b', 2);
    positions.remember('c', 3);
    expect([...positions.all.keys()]).toEqual(['b', 'c']);
  });
});

describe('useScrollRestoration', () => {
  let y = 0;
  const scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  });
  beforeEach(() => {
    y = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => scrollTo.mockClear());

  function Layout({ children }: { children: ReactNode }) {
    useScrollRestoration();
    return <>{children}</>;
  }
  function Page({ name }: { name: string }) {
    return <h1 id={`${name}-title`}>{name}</h1>;
  }

  it('opens the next page at its top and restores the listing on Back', async () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/seafood.html'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <Layout>
          <Routes>
            <Route path="/seafood.html" element={<Page name="listing" />} />
            <Route path="/prawns.html" element={<Page name="product" />} />
          </Routes>
        </Layout>
      </HistoryRouter>,
    );
    // The shopper scrolls the listing 1,400 px down, then opens a product.
    act(() => window.scrollTo(0, 1400));
    scrollTo.mockClear();
    await act(async () => history.push('/prawns.html'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
    act(() => window.scrollTo(0, 300));
    await act(async () => history.go(-1));
    expect(window.scrollY).toBe(1400);
    await act(async () => history.go(1));
    expect(window.scrollY).toBe(300);
  });
});
