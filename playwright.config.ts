import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { shopWebServer } from './tests/support/shop-web-server';

// Journeys run against `npm start` on its own port and data folder, in Debian's Chromium: nothing is
// downloaded. The flags keep Chromium from reaching for Google's hosts on this closed network.
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'th-TH',
    trace: 'retain-on-failure',
    // Journeys that stub requests with page.route need them to come from the page, not the service worker;
    // tests/e2e/offline.spec.ts allows the worker and covers it.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: shopWebServer(port, {
    TALAT_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
    // Chromium's own push service (Google's) is unreachable here: the server may send to the stand-in on 127.0.0.1.
    TALAT_PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  }),
});
