import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, loadRenderedModules, RenderedModulesContext } from '../../../src/ui/common/lazy-module';

describe('lazyModule: views loaded on first render, by name', () => {
  it('a server render reports the names it rendered', async () => {
    const Page = lazyModule('test/reported', async () => () => <p>reported page</p>);
    // The server loads what it renders before writing it (here: once, as React's stream would wait).
    await loadRenderedModules(['test/reported']);
    const rendered = new Set<string>();
    const html = renderToString(
      <RenderedModulesContext.Provider value={rendered}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </RenderedModulesContext.Provider>,
    );
    expect(html).toContain('reported page');
    expect([...rendered]).toEqual(['test/reported']);
  });

  it('a view loaded ahead (as the browser does before hydrating) renders at once, never its fallback', async () => {
    const load = vi.fn(async () => () => <p>loaded ahead</p>);
    const Page = lazyModule('test/ahead', load);
    await loadRenderedModules(['test/ahead', 'test/unknown']);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously, in the first render: a suspended hydration would drop the server's HTML.
    expect(screen.getByText('loaded ahead')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a view not loaded ahead suspends, then renders when its code arrives', async () => {
    const Page = lazyModule('test/later', async () => () => <p>loaded later</p>);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('loaded later')).toBeInTheDocument();
  });
});
