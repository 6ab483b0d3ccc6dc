// URL checks for every href/src the parser keeps. Browsers ignore tabs, newlines and leading control
// characters inside a scheme ("java\tscript:"), so those are removed before the scheme is read.
import { hasUnresolvedDirective, resolveMediaDirectives } from './media-directive.ts';

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const RESOURCE_SCHEMES = new Set(['http:', 'https:']);

function normalise(raw: string): string {
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters in URLs, so they are stripped before the scheme check
  return resolveMediaDirectives(raw).replace(/[\u0000-\u001f\u007f-\u009f]+/g, '');
}

function schemeOf(url: string): string | undefined {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match?.[1] ? `${match[1].toLowerCase()}:` : undefined;
}

function check(raw: string | null | undefined, allowed: ReadonlySet<string>): string | undefined {
  if (raw == null) return undefined;
  const url = normalise(raw).trim();
  if (url === '' || hasUnresolvedDirective(url) || url.includes('\\')) return undefined;
  // script schemes anywhere are refused outright, even where a browser would read them as a path
  if (/(?:java|vb)script:/i.test(url.replace(/\s+/g, ''))) return undefined;
  const scheme = schemeOf(url);
  if (scheme === undefined) {
    // relative, protocol-relative or fragment; a ':' in the first segment is an unknown or mangled scheme
    const firstSegment = url.split(/[/?#]/, 1)[0] ?? '';
    return firstSegment.includes(':') ? undefined : url;
  }
  return allowed.has(scheme) ? url : undefined;
}

/** A link target: http(s), mailto, tel or relative. Anything else (javascript:, data:, vbscript:) → undefined. */
export function safeLinkUrl(raw: string | null | undefined): string | undefined {
  return check(raw, LINK_SCHEMES);
}

/** An image, video or frame source: http(s) or relative only. */
export function safeResourceUrl(raw: string | null | undefined): string | undefined {
  return check(raw, RESOURCE_SCHEMES);
}
