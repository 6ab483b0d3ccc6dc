// The single allow-list for everything from CMS content that can reach the DOM: HTML tags, attributes,
// URL schemes and CSS properties. Anything not named here is removed. Widen it here, nowhere else.

/** Tags kept in text/html blocks. No script, style, iframe, object, embed, form controls, meta, base, link, svg, math. */
export const ALLOWED_TAGS: readonly string[] = [
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'nav', 'ol', 'p',
  'picture', 'pre', 'q', 's', 'section', 'small', 'source', 'span', 'strong', 'sub', 'summary', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
];

/** Attributes kept on those tags. Event handlers (on*), srcdoc, formaction, xlink:href are never listed. */
export const ALLOWED_ATTRIBUTES: readonly string[] = [
  'href', 'target', 'rel', 'title', 'alt', 'src', 'srcset', 'sizes', 'media', 'width', 'height', 'loading',
  'class', 'id', 'style', 'colspan', 'rowspan', 'scope', 'headers', 'lang', 'dir', 'datetime', 'cite', 'open',
  'role', 'aria-label', 'aria-hidden', 'aria-describedby', 'aria-labelledby', 'tabindex',
  // Page Builder markers and the redirect value that links carry (account spec §2)
  'data-content-type', 'data-appearance', 'data-element', 'data-link-type', 'data-id-redirect',
];

/** URL schemes allowed in href/src after DOMPurify's own checks (relative URLs are always allowed). */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** CSS properties kept from inline styles and Page Builder `<style>` rules. */
export const ALLOWED_CSS_PROPERTIES: ReadonlySet<string> = new Set([
  'align-items', 'align-self', 'align-content', 'justify-content', 'justify-items', 'justify-self',
  'display', 'flex', 'flex-basis', 'flex-direction', 'flex-grow', 'flex-shrink', 'flex-wrap', 'gap', 'order',
  'width', 'min-width', 'max-width', 'height', 'min-height', 'max-height', 'box-sizing', 'overflow',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-style', 'border-color', 'border-width', 'border-radius', 'border-top', 'border-right',
  'border-bottom', 'border-left',
  'background-color', 'background-position', 'background-size', 'background-repeat', 'background-attachment',
  'background-image',
  'color', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'text-align',
  'text-decoration', 'text-transform', 'vertical-align', 'white-space', 'word-break',
  'opacity', 'visibility', 'list-style-type',
]);

/** Fragments that make a CSS value dangerous or obfuscated whatever the property. */
export const FORBIDDEN_CSS_VALUE = /expression\s*\(|javascript:|vbscript:|data:|behavio(?:u)?r|-moz-binding|@import|\\|<|>|\/\*/i;
