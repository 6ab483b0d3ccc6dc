// Page Builder content the server parsed travels with the page: the server's render records the tree of content
// with scripts of its own (not of static content, which is kept as HTML), and the browser hydrates that content
// from the tree without loading the parser (and the sanitiser it brings) and without a mismatch. Content the page
// did not bring a tree for is parsed once the parser has loaded.
import { act, render, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentTree } from '../../../src/ui/content/parse/content-node';
import { parseContent } from '../../../src/ui/content/parse/parse-content';
import { loadedParser, loadParser, provideParser } from '../../../src/ui/content/parse/parser-loader';
import { PageBuilderContentLazy } from '../../../src/ui/content/render/page-builder-content-lazy';
import { parsedAhead } from '../../../src/ui/content/render/parsed-ahead';
import { fixture, hydrateContent, Providers, serverContentHtml, testEnvironment } from './content-test-kit';

let root: Root | null = null;
afterEach(() => {
  provideParser(parseContent);
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's render of `html` (parser at hand), and the trees it recorded for the page's data. */
async function serverRender(html: string) {
  const recorded = new Map<string, ContentTree>();
  const markup = await serverContentHtml(html, (page) => <parsedAhead.Context.Provider value={recorded}>{page}</parsedAhead.Context.Provider>);
  return { markup, recorded };
}

describe('content parsed ahead by the server', () => {
  it('records the tree of content with scripts (tabs), sanitised, and none for static content', async () => {
    const tabs = await serverRender(fixture('tabs.html'));
    expect([...tabs.recorded.keys()]).toEqual([fixture('tabs.html')]);
    expect(tabs.recorded.get(fixture('tabs.html'))?.nodes[0]?.type).toBe('tabs');
    expect(tabs.markup).toContain('ผักใบเขียวปลอดสาร');
    const unsafe = await serverRender('<div data-content-type="tabs" data-element="main"><ul role="tablist"><li role="tab"><a href="#A"><span class="tab-title">A</span></a></li></ul><div class="tabs-content"><div data-content-type="tab-item" data-tab-name="A" id="A"><div data-content-type="text"><p>ok<img src=x onerror="alert(1)"></p></div></div></div></div>');
    expect(JSON.stringify([...unsafe.recorded.values()])).not.toContain('onerror');
    const plain = await serverRender('<div data-content-type="text" data-element="main"><p>Only text</p></div>');
    expect(plain.recorded.size).toBe(0);
  });

  it('hydrates from the tree the page brought, without the parser and without a mismatch', async () => {
    const html = fixture('tabs.html');
    const { markup, recorded } = await serverRender(html);
    // The browser: the page's data, no parser loaded.
    provideParser(undefined);
    parsedAhead.provide(JSON.parse(JSON.stringify(Object.fromEntries(recorded))) as Record<string, ContentTree>);
    const hydrated = await hydrateContent(markup, html);
    root = hydrated.root;
    const { errors } = hydrated;
    expect(errors).toEqual([]);
    expect(loadedParser()).toBeUndefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ผักสด', 'อาหารทะเล', 'ข้าวสาร']);
  });

  it('parses content the page did not bring once the parser has loaded', async () => {
    provideParser(undefined);
    const view = (
      <Providers env={testEnvironment()}>
        <PageBuilderContentLazy html={fixture('tabs-centered-active.html')} />
      </Providers>
    );
    render(view);
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeInTheDocument();
    // The parser's chunk arrives.
    await act(async () => {
      await loadParser();
    });
    expect(loadedParser()).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'New arrivals', selected: true })).toBeInTheDocument();
  });
});
