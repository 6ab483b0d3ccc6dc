import type { PaymentRuntime } from './payment-runtime';

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * A server-to-server JSON POST, merchant → provider (charge, create QR) or provider → merchant (callback).
 * A path is our own server: the sandbox provider or our callback endpoint, reached in-process through
 * fastify's inject, so it runs the same routes, parsing and verification an outside call would. An
 * absolute URL is a real provider, reached over HTTPS.
 */
export async function postJson(runtime: PaymentRuntime, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<ProviderAnswer> {
  if (url.startsWith('/')) {
    const response = await runtime.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: parseJson(response.body) };
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: parseJson(await response.text()) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
