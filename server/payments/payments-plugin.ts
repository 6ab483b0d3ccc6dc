import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { p2c2pSandboxRoutes } from './2c2p/sandbox-hosted-page';
import { kbankMerchantRoutes } from './kbank/kbank-merchant';
import { kbankThreeDsPage } from './kbank/sandbox-3ds-page';
import { kbankSandboxApi } from './kbank/sandbox-api';
import { merchantRoutes } from './merchant-routes';
import type { PaymentConfig } from './payment-config';
import { PaymentRuntime, registerPaymentRuntime } from './payment-runtime';
import { sandboxAssetRoutes } from './sandbox/asset-routes';
import { bankAppPage } from './sandbox/bank-app-page';
import { scbSandboxRoutes } from './scb/sandbox-scb';

export interface PaymentsPluginOptions {
  db: Kysely<Database>;
  config: PaymentConfig;
  /** The root app: our in-process calls (sandbox API, callbacks) go through its inject. */
  root: FastifyInstance;
}

/** Form posts (hosted pages, the embedded form's submit), parsed here only: repeated names stay arrays. */
function formBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(String(body))) {
      const seen = out[name];
      out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    done(null, out);
  });
}

/**
 * Payments: our callback/return endpoints for every provider, and the sandbox of each provider that has
 * no live credentials configured (payment-config.ts). The sandboxes are real HTTP pages and APIs under
 * /payment-sandbox, on our origin.
 */
export async function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions): Promise<void> {
  const runtime = new PaymentRuntime(options.db, options.config, options.root);
  registerPaymentRuntime(runtime);
  formBodies(app);
  merchantRoutes(app, runtime);
  kbankMerchantRoutes(app, runtime);
  sandboxAssetRoutes(app);
  const { kbank, p2c2p, scb } = options.config;
  if (kbank.mode === 'sandbox') {
    kbankSandboxApi(app, runtime);
    kbankThreeDsPage(app, runtime);
  }
  if (p2c2p.mode === 'sandbox') p2c2pSandboxRoutes(app, runtime);
  if (scb.mode === 'sandbox') scbSandboxRoutes(app, runtime);
  if (kbank.mode === 'sandbox' || scb.mode === 'sandbox') bankAppPage(app, runtime);
}
