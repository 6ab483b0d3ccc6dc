// Stored HTML the server sanitises for parts it does not render. The cookie bar shows only in the browser (whether
// this visitor has chosen is in its storage), so a server-rendered page carries the bar's text already sanitised,
// keyed by the stored HTML, in its data (src/ssr/hydration-data.ts): a first visit shows the bar without
// downloading the sanitiser (~13 KB gzip) for one sentence. Any other HTML still goes through the sanitiser.
import { createContext, useContext } from 'react';
import { loadedSanitizer } from './sanitizer-loader';

/** Collects a server render's ahead-sanitised HTML (stored → sanitised); null in the browser. */
export const SanitizedAheadContext = createContext<Map<string, string> | null>(null);

/**
 * On the server, sanitises `html` for the page's data: for a part that renders it only in the browser. In the
 * browser it does nothing. Called on every render, like any hook; a render records each text once.
 */
export function useSanitizeAhead(html: string | null | undefined): void {
  const collected = useContext(SanitizedAheadContext);
  const sanitize = loadedSanitizer();
  if (collected && html && sanitize && !collected.has(html)) collected.set(html, sanitize(html));
}

const sanitizedAhead = new Map<string, string>();

/** What the server sanitised ahead for this page (src/main.tsx, from the page's data). */
export function provideSanitizedAhead(entries: Record<string, string>): void {
  for (const [html, sanitized] of Object.entries(entries)) if (typeof sanitized === 'string') sanitizedAhead.set(html, sanitized);
}

/** The server's sanitised markup of `html`, if it sent one with the page. */
export const sanitizedAheadOf = (html: string): string | undefined => sanitizedAhead.get(html);
