import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fixedAddress, movingAddress } from '../../../src/ui/shell/routing/app-history';
import { AppRouter } from '../../../src/ui/shell/routing/app-router';

const memory = (path: string) => UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });

describe('the page view’s address (shell/routing/app-history)', () => {
  it('tells every listener of each move before React renders it, and the router renders the new page', async () => {
    const address = movingAddress(memory('/a'));
    const heard: string[] = [];
    const first = address.subscribe(() => heard.push(`first ${address.location().pathname} ${screen.queryByText('page b') ? 'rendered' : 'not rendered'}`));
    address.subscribe(() => heard.push(`second ${address.location().pathname}`));
    render(
      <StrictMode>
        <AppRouter address={address}>
          <Routes>
            <Route path="/a" element={<Link to="/b">to b</Link>} />
            <Route path="/b" element={<p>page b</p>} />
          </Routes>
        </AppRouter>
      </StrictMode>,
    );
    act(() => screen.getByRole('link', { name: 'to b' }).click());
    expect(await screen.findByText('page b')).toBeInTheDocument();
    expect(heard).toEqual(['first /b not rendered', 'second /b']);
    // A listener that left hears no more; the others (and the router) still do.
    first();
    act(() => address.navigate('/a'));
    expect(await screen.findByRole('link', { name: 'to b' })).toBeInTheDocument();
    expect(heard).toEqual(['first /b not rendered', 'second /b', 'second /a']);
  });

  it('reads and writes app paths: the store prefix is the basename', () => {
    const inner = memory('/en/fruit.html?page=2');
    const address = movingAddress(inner, '/en');
    expect(address.location()).toMatchObject({ pathname: '/fruit.html', search: '?page=2', key: 'default' });
    address.navigate('/cart');
    expect(inner.location.pathname).toBe('/en/cart');
    expect(address.location().pathname).toBe('/cart');
    address.navigate('/landing', { replace: true });
    expect(inner.action).toBe('REPLACE');
    expect(address.location().pathname).toBe('/landing');
    expect(address.location().key).not.toBe('default');
    address.navigate('/');
    expect(inner.location.pathname).toBe('/en');
    expect(address.location().pathname).toBe('/');
  });

  it('strips the basename as React Router matches it: on a segment boundary, in any letter case', () => {
    expect(movingAddress(memory('/english-tea.html'), '/en').location().pathname).toBe('/english-tea.html');
    expect(movingAddress(memory('/EN/fruit.html'), '/en').location().pathname).toBe('/fruit.html');
    expect(movingAddress(memory('/en'), '/en').location().pathname).toBe('/');
  });

  it('a server render’s address stays at the request’s URL and has nothing to tell', () => {
    const address = fixedAddress('/th/search.html?query=rice', '/th');
    const listener = vi.fn();
    address.subscribe(listener);
    address.navigate('/cart');
    expect(address.history).toBeNull();
    expect(address.location()).toEqual({ pathname: '/search.html', search: '?query=rice', hash: '', key: 'default' });
    expect(listener).not.toHaveBeenCalled();
  });
});
