// The DOM the content layer parses Page Builder HTML and sanitises stored HTML with: the browser's own window, or
// on the server the one src/entry-server.tsx installs (jsdom, DOMPurify's documented server set-up). It is a
// parser, stateless between calls, so one per process is shared; no request's data stays in it.
/** A window with its constructors (DOMParser, Node...), as the browser's global object is. */
export type ContentWindow = Window & typeof globalThis;

let installed: ContentWindow | undefined;

export function installContentWindow(win: ContentWindow): void {
  installed = win;
}

export function contentWindow(): ContentWindow {
  const win = (globalThis as { window?: ContentWindow }).window ?? installed;
  if (!win) throw new Error('No DOM to parse content with: the server entry installs one (installContentWindow).');
  return win;
}
