// Bots and headless browsers get no cart trigger (storefront spec section 2). They are recognised by a window
// flag that a prerenderer or crawler harness sets before the app starts: `window.__TALAT_BOT__ = true`.
// navigator.webdriver is not used: Playwright sets it too, and our end-to-end tests need the cart trigger.
// See docs/decisions/shell-bot-flag.md.

declare global {
  interface Window {
    __TALAT_BOT__?: boolean;
  }
}

export function isBotWindow(win: Pick<Window, '__TALAT_BOT__'> | undefined = globalThis.window): boolean {
  return win?.__TALAT_BOT__ === true;
}
