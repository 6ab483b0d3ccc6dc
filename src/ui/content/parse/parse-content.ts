// Entry point: stored Page Builder HTML → typed ContentTree. Runs on an inert DOMParser document, so
// nothing in the input executes while we read it; every fragment we keep is sanitised on the way out.
import { contentWindow } from '../../common/dom-window.ts';
import type { ContentNode, ContentTree, HtmlNode, UnknownNode } from './content-node.ts';
import { parsePbStyles } from './pb-styles.ts';
import {
  parseButtonItem, parseButtons, parseColumn, parseColumnGroup, parseColumnLine, parseRow, parseSlider, parseTabItem,
  parseTabs, type TreeContext,
} from './parse-layout.ts';
import {
  parseBanner, parseDivider, parseHeading, parseHtml, parseImage, parseMap, parseSlide, parseText, parseVideo,
} from './parse-media.ts';
import {
  parseBannerManager, parseBlock, parseBrand, parseBuyOften, parseCategory, parseDynamicBlock,
  parseProducts, parseWishlist,
} from './parse-rich.ts';
import { parseCustomForm } from './parse-custom-form.ts';
import { resolveMediaDirectives } from '../../common/sanitize/media-directive.ts';
import { styled } from './read-element.ts';
import { sanitizeHtml } from '../../common/sanitize/sanitize-html.ts';

type Parser = (el: Element, ctx: TreeContext) => ContentNode;

const PARSERS: Readonly<Record<string, Parser>> = {
  row: parseRow,
  'column-group': parseColumnGroup,
  'column-line': parseColumnLine,
  column: parseColumn,
  heading: parseHeading,
  text: parseText,
  html: parseHtml,
  image: parseImage,
  tabs: parseTabs,
  'tab-item': parseTabItem,
  buttons: parseButtons,
  'button-item': parseButtonItem,
  divider: parseDivider,
  video: parseVideo,
  map: parseMap,
  banner: parseBanner,
  slider: parseSlider,
  slide: parseSlide,
  products: parseProducts,
  block: parseBlock,
  dynamic_block: parseDynamicBlock,
  buyoften: parseBuyOften,
  category: parseCategory,
  wishlist: parseWishlist,
  'am-form': parseCustomForm,
  brand: parseBrand,
  'banner-manager': parseBannerManager,
};

const SKIPPED = new Set(['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'LINK', 'META', 'TITLE', 'BASE']);

function unknownNode(el: Element, ctx: TreeContext): UnknownNode {
  return {
    type: 'unknown',
    key: ctx.nextKey('unknown'),
    appearance: el.getAttribute('data-appearance') ?? 'default',
    contentType: el.getAttribute('data-content-type') ?? '',
    main: styled(el, ctx),
    html: sanitizeHtml(resolveMediaDirectives(el.innerHTML)),
  };
}

function collectChildren(container: Element, ctx: TreeContext): ContentNode[] {
  const nodes: ContentNode[] = [];
  let pending: string[] = [];
  const flush = () => {
    const html = sanitizeHtml(resolveMediaDirectives(pending.join(''))).trim();
    pending = [];
    if (html !== '') {
      const node: HtmlNode = { type: 'html', key: ctx.nextKey('html'), appearance: 'default', main: { style: {} }, html };
      nodes.push(node);
    }
  };
  for (const child of Array.from(container.childNodes)) {
    if (child.nodeType === 3) {
      if ((child.textContent ?? '').trim() !== '') pending.push(escapeText(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    if (SKIPPED.has(el.tagName)) continue;
    const type = el.getAttribute('data-content-type');
    if (type !== null) {
      flush();
      const parser = PARSERS[type];
      nodes.push(parser ? parser(el, ctx) : unknownNode(el, ctx));
    } else if (el.querySelector('[data-content-type]')) {
      flush();
      nodes.push(...collectChildren(el, ctx)); // a plain wrapper (e.g. Magento's rendered block widget)
    } else {
      pending.push(el.outerHTML);
    }
  }
  flush();
  return nodes;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function parseContent(html: string): ContentTree {
  const doc = new (contentWindow().DOMParser)().parseFromString(html, 'text/html');
  const styles = parsePbStyles(Array.from(doc.querySelectorAll('style'), (s) => s.textContent ?? ''));
  const mediaIds = new Set(styles.media.map((rule) => rule.pbStyle));
  const counters = new Map<string, number>();
  const ctx: TreeContext = {
    styles,
    mediaIds,
    nextKey(type) {
      const n = (counters.get(type) ?? 0) + 1;
      counters.set(type, n);
      return `${type}-${n}`;
    },
    children: (container) => collectChildren(container, ctx),
  };
  return { nodes: collectChildren(doc.body, ctx), mediaRules: styles.media };
}
