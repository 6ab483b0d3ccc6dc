// The header search on a server-rendered page: a shopper may type before the app has started (issue 31's race:
// ไก่ typed right after the landing page loaded led to a search with no words). Hydration keeps the letters on
// screen but not in React's state, so the box takes them from the field.
import { act, fireEvent } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../src/ui/shell/header/search-box';

const th = JSON.parse(readFileSync(resolve(process.cwd(), 'src/i18n/compiled/th.json'), 'utf8')) as Record<string, never>;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const page = (
  <IntlProvider locale="th-TH" messages={th}>
    <MemoryRouter initialEntries={['/']}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  </IntlProvider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML, typed into as a shopper does before any script ran, then hydrated. */
async function typedBeforeStart(text: string): Promise<HTMLElement> {
  const { prelude } = await prerender(page);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  container.querySelector('input')!.value = text;
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  consoleError.mockRestore();
  return container;
}

describe('the header search typed in before the app started', () => {
  it('keeps the words, and Enter searches for them', async () => {
    const container = await typedBeforeStart('ไก่');
    const input = container.querySelector('input')!;
    expect(input.value).toBe('ไก่');
    // The clear button shows: the box knows there is text.
    expect(container.querySelector('.search-box__clear')).not.toBeNull();
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(container.querySelector('[data-testid="where"]')!.textContent).toBe(`/search.html?${new URLSearchParams({ query: 'ไก่' })}`);
  });
});
