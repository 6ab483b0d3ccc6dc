// How a component learns that it renders on the server or hydrates: useHydrating switches to the browser's answer
// after hydrating, in a transition; useFirstRenderedOnServer never changes, so it costs no second render. React
// Aria's replacements (used by builds, scripts/vite-react-aria-ssr.ts) keep server and browser ids equal.
import { act } from '@testing-library/react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstRenderedOnServer, useHydrating } from '../../../src/ui/common/use-hydrating.ts';
import { useIsSSR, useSSRSafeId } from '../../../src/ui/common/react-aria-ssr.ts';

type Seen = Array<{ hydrating: boolean; first: boolean }>;

function Probe({ seen }: { seen: Seen }) {
  const hydrating = useHydrating();
  const first = useFirstRenderedOnServer();
  seen.push({ hydrating, first });
  return <p data-hydrating={String(hydrating)} data-first={String(first)} />;
}

function Steady({ seen }: { seen: boolean[] }) {
  const first = useFirstRenderedOnServer();
  seen.push(first);
  return <p data-first={String(first)} />;
}

function Ids() {
  const id = useSSRSafeId();
  const ssr = useIsSSR();
  return <label htmlFor={id} data-ssr={String(ssr)} />;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Renders `make()` on the server, then hydrates a second `make()` (each records only its own renders). */
async function hydrate(make: () => React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(make());
  const element = make();
  document.body.append(container);
  const errors: unknown[] = [];
  // Server and client renderers in one test process share context objects (React warns; not so in a page).
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
  });
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { container, errors };
}

describe('useHydrating', () => {
  it('is true on the server and while hydrating, then false after one more render', async () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('data-hydrating="true"');
    let seen: Seen = [];
    const { container, errors } = await hydrate(() => <Probe seen={(seen = [])} />);
    expect(errors).toEqual([]);
    expect(seen[0]).toEqual({ hydrating: true, first: true });
    expect(seen.at(-1)).toEqual({ hydrating: false, first: true });
    expect(seen).toHaveLength(2);
    expect(container.querySelector('p')?.dataset.hydrating).toBe('false');
  });

  it('is false from the first render of a component the browser renders itself', async () => {
    const seen: Seen = [];
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe seen={seen} />);
    });
    expect(seen.every((s) => !s.hydrating && !s.first)).toBe(true);
  });
});

describe('useFirstRenderedOnServer', () => {
  it('answers true for a hydrated component without rendering it again', async () => {
    let seen: boolean[] = [];
    const { errors } = await hydrate(() => <Steady seen={(seen = [])} />);
    expect(errors).toEqual([]);
    // One render while hydrating: nothing forces another (a store whose server and browser snapshots differ would).
    expect(seen).toEqual([true]);
  });
});

describe("React Aria's replacements", () => {
  it('give a hydrated component the id the server rendered, and report the switch after hydrating', async () => {
    const { container, errors } = await hydrate(() => <Ids />);
    expect(errors).toEqual([]);
    const label = container.querySelector('label');
    expect(label?.htmlFor).toMatch(/^react-aria-/);
    expect(label?.dataset.ssr).toBe('false');
  });

  it('give a component the browser renders itself a prefixed id of its own', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(container);
      root.render(<Ids />);
    });
    expect(container.querySelector('label')?.htmlFor).toMatch(/^react-aria\d+-/);
  });
});
