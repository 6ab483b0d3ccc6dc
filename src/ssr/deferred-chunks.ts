// The app's and the route's chunks of a server-rendered page, listed in the page instead of as modulepreload
// hints: the browser fetches them when the app starts (src/boot.ts), after the page's own content, not before
// its first paint. Written by server/render/page-response.ts.

export const DEFERRED_CHUNKS_ID = 'talat-chunks';

/** A JSON list of script URLs, safe inside <script> (URLs of our build: no "<" in them, escaped anyway). */
export function deferredChunksScript(hrefs: readonly string[]): string {
  const json = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DEFERRED_CHUNKS_ID}">${json}</script>`;
}
