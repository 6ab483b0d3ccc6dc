// Stored HTML: sanitised wherever it is rendered, and hydrated without a mismatch.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SanitizedHtml } from '../../../src/ui/catalog/sanitized-html';

const stored = '<p>Fresh <b>jasmine</b> rice<img src=x onerror="alert(1)"><script>alert(2)</script></p>';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('SanitizedHtml', () => {
  it('sanitises in the browser', async () => {
    const { container } = render(<SanitizedHtml html={stored} className="description" />);
    expect(await screen.findByText('jasmine')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('hydrates the server-sanitised markup without a mismatch', async () => {
    const { prelude } = await prerender(<SanitizedHtml html={stored} className="description" />);
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    const before = container.querySelector('.description')?.innerHTML;
    expect(before).toContain('<b>jasmine</b>');
    expect(before).not.toMatch(/script|onerror/);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
    });
    await act(async () => {
      root = hydrateRoot(container, <SanitizedHtml html={stored} className="description" />, { onRecoverableError: (error) => errors.push(error) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('.description')?.innerHTML).toBe(before);
  });
});
