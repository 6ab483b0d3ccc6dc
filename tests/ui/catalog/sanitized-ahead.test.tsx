// HTML the server sanitises ahead for a part it does not render (the cookie bar): the server's render records it
// sanitised, and the browser shows what the page carried without loading the sanitiser.
import { act, render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizedAhead, useSanitizeAhead } from '../../../src/ui/common/sanitized-ahead';
import { SanitizedHtml } from '../../../src/ui/common/sanitized-html';
import { loadedSanitizer, provideSanitizer } from '../../../src/ui/common/sanitizer-loader';
import { sanitizeHtml } from '../../../src/ui/common/sanitize/sanitize-html';

const stored = 'Cookies help us. <a href="/privacy-policy" onclick="steal()">Privacy</a><script>alert(1)</script>';

afterEach(() => provideSanitizer(sanitizeHtml));

function ClientOnlyPart({ html }: { html: string }) {
  useSanitizeAhead(html);
  return null;
}

describe('useSanitizeAhead', () => {
  it('records the stored HTML sanitised during a server render, once per text', async () => {
    const collected = new Map<string, string>();
    await prerender(
      <sanitizedAhead.Context.Provider value={collected}>
        <ClientOnlyPart html={stored} />
        <ClientOnlyPart html={stored} />
      </sanitizedAhead.Context.Provider>,
    );
    expect([...collected.keys()]).toEqual([stored]);
    const sanitized = collected.get(stored)!;
    expect(sanitized).toContain('<a href="/privacy-policy">Privacy</a>');
    expect(sanitized).not.toMatch(/script|onclick/);
  });

  it('records nothing in the browser (no collector)', () => {
    expect(() => render(<ClientOnlyPart html={stored} />)).not.toThrow();
  });
});

describe('SanitizedHtml with HTML the server sanitised ahead', () => {
  it('shows the sanitised markup at once, without loading the sanitiser', async () => {
    provideSanitizer(undefined);
    sanitizedAhead.provide({ [stored]: 'Cookies help us. <a href="/privacy-policy">Privacy</a>' });
    const { container } = render(<SanitizedHtml html={stored} className="bar-text" />);
    expect(container.querySelector('.bar-text')?.innerHTML).toBe('Cookies help us. <a href="/privacy-policy">Privacy</a>');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadedSanitizer()).toBeUndefined();
  });

  it('still sanitises in the browser any other HTML (the sanitiser loads for it)', async () => {
    provideSanitizer(undefined);
    sanitizedAhead.provide({ [stored]: 'Cookies help us.' });
    const { container } = render(<SanitizedHtml html='<p>New <b>text</b><img src=x onerror="alert(2)"></p>' className="other" />);
    expect(container.querySelector('.other')?.innerHTML).toBe('');
    expect(await screen.findByText('text')).toBeInTheDocument();
    expect(loadedSanitizer()).toBeDefined();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
