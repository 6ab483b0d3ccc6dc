// Debian's Chromium as every Playwright run here launches it (playwright.config.ts, playwright.paths.config.ts):
// nothing is downloaded, and the flags keep Chromium from reaching for Google's hosts on this closed network.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
