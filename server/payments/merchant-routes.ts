import type { FastifyInstance } from 'fastify';
import type { PaymentProviderCode } from '../db/types';
import type { PaymentRuntime } from './payment-runtime';
import { applyProviderResult, callbackStatusCode, returnPathFor } from './provider-results';
import { stringFields } from './signing';

const PROVIDERS: readonly PaymentProviderCode[] = ['kbank', '2c2p', 'scb'];

function providerOf(value: string): PaymentProviderCode | null {
  return (PROVIDERS as readonly string[]).includes(value) ? (value as PaymentProviderCode) : null;
}

/**
 * Our side of every provider, the same for all three:
 * - POST /payment/:provider/callback: the provider's server-to-server result (JSON or form), verified,
 *   applied once; answered 200 for anything understood (a replay too, so the provider stops retrying),
 *   401 for a bad signature, 400/404/409 for stale, unknown or mismatching results. Never a page.
 * - GET /payment/:provider/return: the payer's browser, sent back with the same signed result; applied
 *   the same way (it may arrive before the callback), then 303 to /checkout/onepage/success or
 *   /checkout/onepage/failure/<reason> by the payment's state in the database, never by the query alone.
 */
export function merchantRoutes(app: FastifyInstance, runtime: PaymentRuntime): void {
  app.post<{ Params: { provider: string } }>('/payment/:provider/callback', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    if (!provider) return reply.code(404).send({ ok: false, error: 'unknown provider' });
    const outcome = await applyProviderResult(runtime, provider, stringFields(request.body));
    const status = callbackStatusCode(outcome);
    if (status !== 200) request.log.warn({ provider, outcome: outcome.kind }, 'payment callback refused');
    return reply.code(status).header('cache-control', 'no-store').send({ ok: status === 200, result: outcome.kind });
  });

  app.get<{ Params: { provider: string } }>('/payment/:provider/return', async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const fields = stringFields(request.query);
    // A forged or stale result changes nothing (applyProviderResult refuses it); the page is chosen by
    // the database either way.
    if (provider && fields.signature) await applyProviderResult(runtime, provider, fields);
    return reply.header('cache-control', 'no-store').redirect(await returnPathFor(runtime.db, fields.reference), 303);
  });
}
