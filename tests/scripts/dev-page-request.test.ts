// `npm run dev` renders pages on the server as production does, catalogue URLs (…/x.html) included.
import { describe, expect, it } from 'vitest';
import { isPageRequest } from '../../scripts/dev-page-request';

const get = (url: string, accept = 'text/html,application/xhtml+xml') => ({ method: 'GET', url, headers: { accept } });

describe('isPageRequest', () => {
  it('hands pages to the API server: shell paths, catalogue URLs with their .html suffix, queries', () => {
    for (const url of ['/', '/landing', '/en/landing', '/fruits-vegetables.html', '/en/doi-fresh-organic-choy-sum-500-g.html', '/search.html?query=rice'])
      expect(isPageRequest(get(url)), url).toBe(true);
  });

  it("leaves Vite's own requests and files to Vite", () => {
    for (const url of ['/index.html', '/@vite/client', '/src/main.tsx', '/node_modules/.vite/deps/react.js', '/favicon.svg', '/graphql?query=x', '/media/logo.png', '/robots.txt'])
      expect(isPageRequest(get(url)), url).toBe(false);
    expect(isPageRequest(get('/landing', '*/*'))).toBe(false);
    expect(isPageRequest({ method: 'POST', url: '/landing', headers: { accept: 'text/html' } })).toBe(false);
  });
});
