// Stored HTML: sanitised wherever it is rendered, and hydrated without a mismatch. The browser loads the sanitiser
// on demand: hydrating the server's markup needs none, anything else the browser renders waits for it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SanitizedHtml } from '../../../src/ui/common/sanitized-html';
import { loadedSanitizer, loadSanitizer, provideSanitizer } from '../../../src/ui/common/sanitizer-loader';
import { sanitizeHtml } from '../../../src/ui/common/sanitize/sanitize-html';

const stored = '<p>Fresh <b>jasmine</b> rice<img src=x onerror="alert(1)"><script>alert(2)</script></p>';

let root: Root | null = null;
afterEach(() => {
  provideSanitizer(sanitizeHtml);
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * The server's HTML of `html` in a container in the document, then a hydration of it, with the sanitiser loaded
 * or not (a first visit in the browser); the errors React reported.
 */
async function hydrateServerMarkup(html: string, { sanitiserLoaded, serverSerialises }: { sanitiserLoaded: boolean; serverSerialises?: (element: Element) => void }) {
  const { prelude } = await prerender(<SanitizedHtml html={html} className="description" />);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const element = container.querySelector('.description');
  if (element) serverSerialises?.(element);
  const before = element?.innerHTML;
  if (!sanitiserLoaded) provideSanitizer(undefined);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (!String(args[0]).includes('multiple renderers concurrently')) errors.push(args);
  });
  await act(async () => {
    root = hydrateRoot(container, <SanitizedHtml html={html} className="description" />, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { container, errors, before };
}

describe('SanitizedHtml', () => {
  it('sanitises in the browser', async () => {
    const { container } = render(<SanitizedHtml html={stored} className="description" />);
    expect(await screen.findByText('jasmine')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('hydrates the server-sanitised markup without a mismatch', async () => {
    const { container, errors, before } = await hydrateServerMarkup(stored, { sanitiserLoaded: true });
    expect(before).toContain('<b>jasmine</b>');
    expect(before).not.toMatch(/script|onerror/);
    expect(errors).toEqual([]);
    expect(container.querySelector('.description')?.innerHTML).toBe(before);
  });

  describe('before the sanitiser has loaded (a first visit in the browser)', () => {
    it('hydrates by keeping the server-sanitised markup, without loading the sanitiser', async () => {
      const { container, errors } = await hydrateServerMarkup(stored, { sanitiserLoaded: false });
      expect(errors).toEqual([]);
      const element = container.querySelector('.description');
      expect(element?.innerHTML).toContain('<b>jasmine</b>');
      expect(element?.innerHTML).not.toMatch(/script|onerror/);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(loadedSanitizer()).toBeUndefined();
      expect(container.querySelector('.description')?.innerHTML).toContain('<b>jasmine</b>');
    });

    it('keeps the server markup (the same nodes) when the sanitiser loads later for another element', async () => {
      // The server's DOM writes sanitised markup its own way (jsdom there, the browser's DOM here): not the same
      // string the browser's sanitiser would give, so replacing it would rebuild the nodes.
      const { container } = await hydrateServerMarkup(stored, { sanitiserLoaded: false, serverSerialises: (element) => element.querySelector('b')?.setAttribute('class', 'x') });
      const bold = container.querySelector('.description b.x');
      await act(async () => {
        await loadSanitizer();
      });
      expect(loadedSanitizer()).toBeDefined();
      expect(bold).not.toBeNull();
      expect(container.contains(bold)).toBe(true);
    });

    it('loads the sanitiser when the stored HTML changes after hydrating, and shows the new text sanitised', async () => {
      const { container } = await hydrateServerMarkup(stored, { sanitiserLoaded: false });
      const changed = '<p>Promotion: <i>2 for 1</i><img src=x onerror="alert(3)"></p>';
      await act(async () => root?.render(<SanitizedHtml html={changed} className="description" />));
      await waitFor(() => expect(container.querySelector('.description i')?.textContent).toBe('2 for 1'));
      expect(loadedSanitizer()).toBeDefined();
      expect(container.querySelector('.description')?.innerHTML).not.toMatch(/jasmine|onerror/);
    });

    it('renders nothing unsanitised in the browser: empty until the sanitiser has loaded, then the clean markup', async () => {
      provideSanitizer(undefined);
      const { container } = render(<SanitizedHtml html={stored} className="description" />);
      expect(container.querySelector('.description')?.innerHTML).toBe('');
      expect(await screen.findByText('jasmine')).toBeInTheDocument();
      expect(container.querySelector('script, [onerror]')).toBeNull();
    });
  });
});
