// Every piece of CMS HTML passes through here before it reaches the DOM. One DOMPurify instance of our
// own (hooks are per instance) configured only from ./allow-list.ts, plus checks DOMPurify leaves to us:
// CSS inside style attributes, target/rel on links, and our stricter URL schemes.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URI } from './allow-list.ts';
import { sanitizeDeclarations, toCssText } from './css-declarations.ts';
import { safeLinkUrl, safeResourceUrl } from './safe-url.ts';
import { contentWindow, type ContentWindow } from '../dom-window.ts';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

function safeSrcset(value: string): string | undefined {
  const candidates = value.split(',').map((c) => c.trim()).filter(Boolean);
  const ok = candidates.every((candidate) => safeResourceUrl(candidate.split(/\s+/)[0]) !== undefined);
  return ok && candidates.length > 0 ? candidates.join(', ') : undefined;
}

function configure(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName;
    let next: string | undefined = data.attrValue;
    if (name === 'style') {
      const css = toCssText(sanitizeDeclarations(data.attrValue));
      next = css === '' ? undefined : css;
    } else if (name === 'href') next = safeLinkUrl(data.attrValue);
    else if (name === 'src') next = safeResourceUrl(data.attrValue);
    else if (name === 'srcset') next = safeSrcset(data.attrValue);
    if (next === undefined) data.keepAttr = false;
    else data.attrValue = next;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('target')) {
      // Only a new tab is meaningful; named targets could script another window we opened.
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG' && !node.hasAttribute('loading')) node.setAttribute('loading', 'lazy');
  });
  return purify;
}

let instance: DOMPurify | undefined;
let instanceWindow: ContentWindow | undefined;

function purifier(): DOMPurify {
  const win = contentWindow();
  if (instance === undefined || instanceWindow !== win) {
    instance = configure(createDOMPurify(win));
    instanceWindow = win;
  }
  return instance;
}

let scratch: { win: ContentWindow; doc: Document } | undefined;

/** One inert document per window to parse fragments in: it has no browsing context, so nothing in it loads or runs. */
function inertDocument(win: ContentWindow): Document {
  if (scratch?.win !== win) scratch = { win, doc: win.document.implementation.createHTMLDocument('') };
  return scratch.doc;
}

/**
 * Sanitised HTML string, safe for dangerouslySetInnerHTML. The fragment is parsed into a detached <div> of the
 * inert document and cleaned in place: DOMPurify's string mode builds a whole new document for every call, which
 * was most of its cost for the dozens of small fragments a page's content has (measured while hydrating).
 */
export function sanitizeHtml(html: string): string {
  const holder = inertDocument(contentWindow()).createElement('div');
  holder.innerHTML = html;
  purifier().sanitize(holder, { ...CONFIG, IN_PLACE: true });
  return holder.innerHTML;
}

/** Plain text of a fragment (headings, tab names, button labels): no markup survives at all. */
export function plainText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
