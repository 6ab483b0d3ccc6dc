// Stored HTML the server sanitises for parts it does not render. The cookie bar shows only in the browser (whether
// this visitor has chosen is in its storage), so a server-rendered page carries the bar's text already sanitised,
// keyed by the stored HTML, in its data (common/server-ahead.ts): a first visit shows the bar without downloading
// the sanitiser (~13 KB gzip) for one sentence. Any other HTML still goes through the sanitiser.
import { serverAhead } from './server-ahead';
import { loadedSanitizer } from './sanitizer-loader';

export const sanitizedAhead = serverAhead<string>();

/**
 * On the server, sanitises `html` for the page's data: for a part that renders it only in the browser. In the
 * browser it does nothing. Called on every render, like any hook; a render records each text once.
 */
export function useSanitizeAhead(html: string | null | undefined): void {
  sanitizedAhead.useRecord(html, () => {
    const sanitize = loadedSanitizer();
    return sanitize && html ? sanitize(html) : undefined;
  });
}
