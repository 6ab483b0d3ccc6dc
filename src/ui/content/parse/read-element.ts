// Small readers over one stored element: attributes, styles, background images, links. All values
// leave here checked (URLs through safe-url, CSS through the allow-list).
import type { BackgroundImages, ContentLinkData, LinkType, StyledElement } from './content-node.ts';
import type { PbStyles } from './pb-styles.ts';
import { sanitizeDeclarations, toReactStyle } from '../../common/sanitize/css-declarations.ts';
import { safeLinkUrl, safeResourceUrl } from '../../common/sanitize/safe-url.ts';

export interface ParseContext {
  styles: PbStyles;
  /** ids that have mobile rules, so only those keep a data-pb-style attribute when rendered */
  mediaIds: ReadonlySet<string>;
  nextKey(type: string): string;
}

export function attr(el: Element | null | undefined, name: string): string | undefined {
  const value = el?.getAttribute(name);
  return value == null ? undefined : value;
}

export function boolAttr(el: Element | null | undefined, name: string, fallback: boolean): boolean {
  const value = attr(el, name)?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1' || value === 'yes';
}

export function numAttr(el: Element | null | undefined, name: string, fallback: number): number {
  const value = Number.parseFloat(attr(el, name) ?? '');
  return Number.isFinite(value) ? value : fallback;
}

const CLASS_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

export function styled(el: Element | null | undefined, ctx: ParseContext): StyledElement {
  if (!el) return { style: {} };
  const id = attr(el, 'data-pb-style');
  const declarations = [
    ...(id ? (ctx.styles.base.get(id) ?? []) : []),
    ...sanitizeDeclarations(attr(el, 'style') ?? ''),
  ];
  const classes = (attr(el, 'class') ?? '').split(/\s+/).filter((c) => CLASS_NAME.test(c));
  const result: StyledElement = { style: toReactStyle(declarations) };
  if (id && ctx.mediaIds.has(id)) result.pbStyle = id;
  if (classes.length > 0) result.className = classes.join(' ');
  return result;
}

/** The first element at or below `root` with data-element=name, not looking inside nested content types. */
export function part(root: Element, name: string): Element | null {
  if (root.getAttribute('data-element') === name) return root;
  const walk = (el: Element): Element | null => {
    for (const child of Array.from(el.children)) {
      if (child.getAttribute('data-element') === name) return child;
      if (child.hasAttribute('data-content-type')) continue;
      const found = walk(child);
      if (found) return found;
    }
    return null;
  };
  return walk(root);
}

/**
 * data-background-images holds JSON; Magento stores it with backslash-escaped quotes and slashes
 * (`{\"desktop_image\":\"...\"}`), so backslash escapes are undone before parsing.
 */
export function backgroundImages(el: Element | null | undefined): BackgroundImages {
  const raw = attr(el, 'data-background-images');
  if (!raw || raw === '{}') return {};
  try {
    const parsed: unknown = JSON.parse(raw.replace(/\\(.)/g, '$1'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    const pick = (key: string) => (typeof record[key] === 'string' ? safeResourceUrl(record[key]) : undefined);
    const result: BackgroundImages = {};
    const desktop = pick('desktop_image');
    const mobile = pick('mobile_image');
    if (desktop) result.desktop = desktop;
    if (mobile) result.mobile = mobile;
    return result;
  } catch {
    return {};
  }
}

const LINK_TYPES: readonly LinkType[] = ['default', 'category', 'product', 'page'];

export function readLink(a: Element | null | undefined): ContentLinkData | undefined {
  if (!a) return undefined;
  const type = attr(a, 'data-link-type');
  const link: ContentLinkData = {
    openInNewTab: attr(a, 'target') === '_blank',
    linkType: LINK_TYPES.find((t) => t === type) ?? 'default',
  };
  const href = safeLinkUrl(attr(a, 'href'));
  if (href) link.href = href;
  const redirect = attr(a, 'data-id-redirect');
  if (redirect) link.redirectValue = redirect;
  const title = attr(a, 'title');
  if (title) link.title = title;
  return link;
}

export function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
