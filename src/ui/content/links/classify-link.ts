// Decides what a click on a content link does (account spec §2):
// - flagged new tab → new tab; in CMS html an external link also opens a new tab;
// - an internal link navigates inside the app; any other link is a full page load.
export type LinkAction =
  | { kind: 'new-tab'; href: string }
  | { kind: 'app'; path: string }
  | { kind: 'document'; href: string };

export interface ClassifyOptions {
  href: string;
  openInNewTab: boolean;
  /** CMS html: external links open in a new tab. Buttons: they load in the same tab. */
  externalInNewTab: boolean;
  isInternalUrl: (url: string) => boolean;
}

/** Links that must stay with the browser even when "internal": mail, phone and in-page anchors. */
const BROWSER_ONLY = /^(?:mailto:|tel:|#)/i;

export function appPath(href: string): string {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const url = new URL(href, base);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function classifyLink({ href, openInNewTab, externalInNewTab, isInternalUrl }: ClassifyOptions): LinkAction {
  if (openInNewTab) return { kind: 'new-tab', href };
  if (BROWSER_ONLY.test(href)) return { kind: 'document', href };
  if (isInternalUrl(href)) return { kind: 'app', path: appPath(href) };
  return externalInNewTab ? { kind: 'new-tab', href } : { kind: 'document', href };
}

/** A click that should keep the browser's own behaviour (new window, download, middle button). */
export function isModifiedClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
