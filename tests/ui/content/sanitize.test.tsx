// Sanitising: every XSS payload goes through the renderer in every slot where CMS content can carry HTML,
// URLs or CSS. The rendered DOM is then loaded into a script-executing jsdom and poked with events, and
// checked attribute by attribute.
import { screen, waitFor } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderContent } from './content-test-kit.tsx';
import { XSS_PAYLOADS } from './xss-payloads.ts';

type XssWindow = Window & { __xss?: (n: number) => void };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrValue = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The payload in every HTML-bearing slot Page Builder has. */
function htmlSlots(payload: string): string {
  return [
    `<div data-content-type="text" data-appearance="default" data-element="main">${payload}</div>`,
    `<div data-content-type="html" data-appearance="default" data-element="main">${escapeHtml(payload)}</div>`,
    `<div data-content-type="html" data-appearance="default" data-element="main">${payload}</div>`,
    `<div data-content-type="x-unknown" data-appearance="default" data-element="main">${payload}</div>`,
    `<div class="loose">${payload}</div>`,
    `<h2 data-content-type="heading" data-appearance="default" data-element="main">${payload}</h2>`,
    `<div data-content-type="banner" data-appearance="poster" data-show-button="always" data-show-overlay="never_show" data-element="main"><div data-element="empty_link"><div class="pagebuilder-banner-wrapper" data-background-images="{}" data-element="wrapper"><div class="pagebuilder-overlay" data-element="overlay"><div class="pagebuilder-poster-content"><div data-element="content">${payload}</div></div></div></div></div></div>`,
  ].join('');
}

const BAD_URLS = [
  'javascript:__xss(101)',
  '&#106;avascript:__xss(102)',
  'java&#x09;script:__xss(103)',
  ' &#x0A;javascript:__xss(104)',
  'JaVaScRiPt:__xss(105)',
  'data:text/html,<script>__xss(106)</script>',
  'vbscript:__xss(107)',
];

/** Bad URLs in every attribute slot: buttons, images, banner links, backgrounds, video, styles. */
function urlSlots(url: string): string {
  const json = `{\\&quot;desktop_image\\&quot;:\\&quot;${url.replace(/&/g, '&amp;')}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;${url.replace(/&/g, '&amp;')}\\&quot;}`;
  return [
    `<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="${url}" target="" data-link-type="default" data-element="link"><span data-element="link_text">btn</span></a></div></div>`,
    `<figure data-content-type="image" data-appearance="full-width" data-element="main"><a href="${url}" data-element="link"><img src="${url}" alt="i" data-element="desktop_image"><img src="${url}" alt="i" data-element="mobile_image"></a></figure>`,
    `<div data-content-type="banner" data-appearance="poster" data-element="main"><a href="${url}" data-link-type="default" data-element="link"><div class="pagebuilder-banner-wrapper" data-background-images="${json}" data-element="wrapper"><div class="pagebuilder-overlay" data-overlay-color="${url}" data-element="overlay"><div data-element="content">b</div></div></div></a></div>`,
    `<div data-content-type="row" data-appearance="full-bleed" data-background-images="${json}" data-element="main" style="background-image: url(${url}); color: red"></div>`,
    `<div data-content-type="video" data-appearance="default" data-element="main"><div data-element="inner"><iframe src="${url}" data-element="video"></iframe></div></div>`,
    `<div data-content-type="video" data-appearance="default" data-element="main"><div data-element="inner"><video src="${url}" data-element="video"></video></div></div>`,
  ].join('');
}

const STYLE_ATTACKS = '<div data-content-type="row" data-appearance="full-bleed" data-element="main" data-pb-style="EVIL001"><p>styled</p></div>' + [
  '<style>#html-body [data-pb-style=EVIL001]{background-image:url(javascript:__xss(201));color:red}#html-body [data-pb-style=EVIL001]{width:expression(__xss(202))}body{background:url(https://evil.example/track.gif)}</style>',
  '<style>@import url(https://evil.example/x.css);#html-body [data-pb-style=EVIL001]{behavior:url(x.htc);-moz-binding:url(x.xml#xss)}</style>',
  '<style>@media only screen and (max-width: 768px) { #html-body [data-pb-style=EVIL001]{background:url("javascript:__xss(203)")} } @media print, screen and (min-width:0){#html-body [data-pb-style=EVIL001]{color:blue}}</style>',
  '<style>#html-body [data-pb-style=EVIL001]{color:red}</style><script>__xss(204)</style>',
  '<style>#html-body [data-pb-style=EVIL001]{color:red}</style></style><img src=x onerror=__xss(205)>',
].join('');

const URL_ATTRS = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'ping'];
const DANGEROUS_TAGS = 'script, object, embed, form, input, meta, base, link, svg, math, noscript, frame, frameset, applet, marquee';

function assertCleanDom(root: HTMLElement): void {
  expect(root.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
  // React Aria builds its collections inside a <template>: what it holds must be just as clean
  for (const template of Array.from(root.querySelectorAll('template'))) {
    const copy = document.createElement('div');
    copy.append(template.content.cloneNode(true));
    assertCleanDom(copy);
  }
  for (const frame of Array.from(root.querySelectorAll('iframe'))) {
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|player\.vimeo\.com)\//);
  }
  for (const style of Array.from(root.querySelectorAll('style'))) {
    expect(style.textContent ?? '').not.toMatch(/javascript|expression|@import|evil|behavior|binding|url\(/i);
  }
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name, `${el.tagName} ${attr.name}`).not.toMatch(/^on/i);
      expect(attr.name).not.toBe('srcdoc');
      if (URL_ATTRS.includes(attr.name)) {
        // eslint-disable-next-line no-control-regex -- mirrors the sanitiser: control characters are dropped before the scheme check
        const value = attr.value.replace(/[\u0000-\u0020]/g, '');
        expect(value, `${el.tagName} ${attr.name}=${attr.value}`).not.toMatch(/(^|,)(javascript|vbscript|data):/i);
      }
      if (attr.name === 'style') expect(attr.value).not.toMatch(/expression|javascript|vbscript|behavior|binding|url\(\s*["']?\s*data:/i);
      if (attr.name === 'target') expect(attr.value).toBe('_blank');
    }
  }
}

/** Loads the rendered markup into a jsdom that runs scripts and fires the events payloads hook into. */
function executedCalls(html: string): number[] {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { runScripts: 'dangerously', url: 'http://localhost:3000/' });
  const win = dom.window as typeof dom.window & { __xss?: (n: number) => void };
  const calls: number[] = [];
  win.__xss = (n: number) => calls.push(n);
  const container = win.document.createElement('div');
  container.innerHTML = html;
  // re-create scripts so they would run if any survived (innerHTML never runs them)
  for (const old of Array.from(container.querySelectorAll('script'))) {
    const fresh = win.document.createElement('script');
    fresh.textContent = old.textContent;
    old.replaceWith(fresh);
  }
  win.document.body.append(container);
  const events = ['click', 'error', 'load', 'focus', 'toggle', 'mouseover', 'pointerenter', 'start', 'animationstart'];
  for (const el of Array.from(container.querySelectorAll('*'))) {
    for (const type of events) el.dispatchEvent(new win.Event(type, { bubbles: true }));
  }
  dom.window.close();
  return calls;
}

let xss: ReturnType<typeof vi.fn<(n: number) => void>>;
let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  xss = vi.fn<(n: number) => void>();
  (window as XssWindow).__xss = xss;
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  delete (window as XssWindow).__xss;
  alertSpy.mockRestore();
});

describe('sanitising CMS content', () => {
  it(`uses at least 25 payloads (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it('the execution harness does detect unsanitised payloads', () => {
    expect(executedCalls(XSS_PAYLOADS.join('')).length).toBeGreaterThan(0);
  });

  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p] as const))('payload %i never runs and leaves nothing dangerous: %s', async (_n, payload) => {
    const { container } = renderContent(htmlSlots(payload));
    await waitFor(() => expect(container.querySelector('.pb-placeholder')).toBeNull());
    await screen.findAllByRole('heading');
    assertCleanDom(container);
    expect(executedCalls(container.innerHTML)).toEqual([]);
    expect(xss).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each(BAD_URLS)('URL %s is dropped from links, images, backgrounds and frames', async (url) => {
    const { container, env } = renderContent(urlSlots(url));
    await screen.findByText('btn');
    await waitFor(() => expect(container.querySelector('.pb-placeholder')).toBeNull());
    assertCleanDom(container);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript|vbscript|data:/i);
    // clicking what is left navigates nowhere
    screen.getByText('btn').click();
    expect(env.navigate).not.toHaveBeenCalled();
    expect(executedCalls(container.innerHTML)).toEqual([]);
    expect(xss).not.toHaveBeenCalled();
  });

  it('Page Builder style blocks keep only safe declarations for data-pb-style selectors', async () => {
    const { container } = renderContent(STYLE_ATTACKS);
    const text = await screen.findByText('styled');
    const row = text.closest<HTMLElement>('.pb-row');
    expect(row?.style.color).toBe('red');
    expect(row?.getAttribute('style') ?? '').not.toMatch(/url|expression|behavior|binding/);
    assertCleanDom(container);
    expect(executedCalls(container.innerHTML)).toEqual([]);
    expect(xss).not.toHaveBeenCalled();
  });

  it('map names, tab names and slide names are text, never markup', async () => {
    const evil = '&lt;img src=x onerror=__xss(301)&gt;';
    const html =
      `<div data-content-type="map" data-appearance="default" data-locations="[{&quot;position&quot;:{&quot;latitude&quot;:1,&quot;longitude&quot;:2},&quot;location_name&quot;:&quot;${evil}&quot;}]" data-element="main"></div>` +
      `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-element="main"><div data-element="content"><div data-content-type="tab-item" data-appearance="default" data-tab-name="${evil}" data-element="main"><p>tab body</p></div></div></div>`;
    const { container } = renderContent(html);
    await screen.findByText('tab body');
    await screen.findByText('<img src=x onerror=__xss(301)>', { selector: 'a' });
    expect(screen.getByRole('tab')).toHaveTextContent('<img src=x onerror=__xss(301)>');
    assertCleanDom(container);
    expect(container.querySelector('img')).toBeNull();
  });

  it('escaping in attribute values cannot break out of the attribute', async () => {
    const { container } = renderContent(`<div data-content-type="text" data-appearance="default" data-element="main"><a href="/ok" title="${attrValue('"><img src=x onerror=__xss(401)>')}">t</a></div>`);
    await screen.findByRole('link', { name: 't' });
    assertCleanDom(container);
    expect(container.querySelector('img')).toBeNull();
  });
});
