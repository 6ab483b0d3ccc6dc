// Magento stores CMS images as `{{media url=wysiwyg/file.jpg}}` (sometimes quoted). Magento resolves the
// directive when it serves content; our renderer resolves any that are left so both back ends look the same.
const MEDIA_DIRECTIVE = /\{\{\s*media\s+url\s*=\s*(?:"|'|&quot;)?([^"'}\s&]+)(?:"|'|&quot;)?\s*\}\}/gi;

/** `{{media url=wysiwyg/a.jpg}}` → `/media/wysiwyg/a.jpg`; other text is returned unchanged. */
export function resolveMediaDirectives(value: string): string {
  return value.replace(MEDIA_DIRECTIVE, (_match, path: string) => `/media/${path.replace(/^\/+/, '')}`);
}

/** True when a value still holds a Magento directive (`{{widget ...}}`, `{{store ...}}`) nobody resolved. */
export function hasUnresolvedDirective(value: string): boolean {
  return /\{\{[^}]*\}\}/.test(value);
}
