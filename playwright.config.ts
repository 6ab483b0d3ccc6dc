import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

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
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      TALAT_DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      // tests/e2e/push.spec.ts runs a stand-in push service on 127.0.0.1 with a self-signed certificate (Chromium's
      // own, Google's, is unreachable here): the server may send to it and trusts its certificate.
      TALAT_PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      // The journeys' API set-up registers customers from addresses of their own (tests/e2e/support/account-api.ts),
      // forwarded by 127.0.0.1 as by the shop's proxy; browsers' requests carry no forwarded header.
      TALAT_TRUSTED_PROXIES: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: resolve('tests/fixtures/push-service/cert.pem'),
    },
  },
});
