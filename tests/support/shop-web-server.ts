// The shop Playwright starts for a run (playwright.config.ts, playwright.paths.config.ts): `npm start` on its own
// port and data folder, reused outside CI, waited for by its health check.
import { resolve } from 'node:path';

export function shopWebServer(port: number, env: Record<string, string>) {
  return {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      // The journeys' API set-up and the path walks act from addresses of their own (tests/e2e/support/account-api.ts),
      // forwarded by 127.0.0.1 as by the shop's proxy; browsers' requests carry no forwarded header.
      TALAT_TRUSTED_PROXIES: '127.0.0.1',
      // tests/e2e/push.spec.ts runs a stand-in push service on 127.0.0.1 with a self-signed certificate.
      NODE_EXTRA_CA_CERTS: resolve('tests/fixtures/push-service/cert.pem'),
      ...env,
    },
  };
}
