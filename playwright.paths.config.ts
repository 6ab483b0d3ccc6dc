import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { shopWebServer } from './tests/support/shop-web-server';

// Generated path tests through the real shop (tests/paths, docs/qa.md): `npm start` on a port and data folder of
// their own, in Debian's Chromium with the same launch options as playwright.config.ts. One worker: the paths of a
// chart share one shop, and the report lists them in the chart's order.
const port = Number(process.env.PATHS_PORT ?? 8186);

export default defineConfig({
  testDir: 'tests/paths',
  testMatch: 'paths.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['./tests/paths/support/paths-reporter.ts', { outputFile: '.tmp/paths-report.md' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'th-TH',
    trace: 'off',
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: shopWebServer(port, {
    TALAT_DATA_DIR: process.env.PATHS_DATA_DIR ?? '.tmp/paths-data',
    // A build of its own outside CI: rebuilding dist/ (after a source change) would pull it from under another
    // shop running on this machine. CI builds dist/ once and serves it to every phase.
    TALAT_DIST_DIR: process.env.PATHS_DIST_DIR ?? (process.env.CI ? 'dist' : '.tmp/paths-dist'),
  }),
});
