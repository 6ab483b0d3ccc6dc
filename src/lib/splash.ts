// index.html shows #splash until React has rendered the main layout; the layout calls hideSplash() once mounted.
export const SPLASH_ID = 'splash';

export function hideSplash(doc: Document | undefined = globalThis.document): void {
  const splash = doc?.getElementById(SPLASH_ID);
  if (!splash || splash.hidden) return;
  splash.hidden = true;
  splash.setAttribute('aria-busy', 'false');
  // Removed after the fade so it no longer sits in the accessibility tree.
  setTimeout(() => splash.remove(), 300);
}
