import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type Agent } from 'node:https';

export interface PostAnswer {
  status: number;
  body: string;
}

/**
 * One POST to a Google API (or the stand-in a self-hosted setup names), answered with its status and text. Node's
 * https rather than fetch because the sender takes an https.Agent (the tests' one trusts their self-signed
 * certificate, as web-push's option does); otherwise the default agent trusts the system CAs and NODE_EXTRA_CA_CERTS.
 */
export function httpsPost(url: string, body: string, headers: Record<string, string>, options: { agent?: Agent; timeoutMs?: number } = {}): Promise<PostAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(options.agent && target.protocol === 'https:' ? { agent: options.agent } : {}),
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${target.host} did not answer in time`)));
    request.on('error', reject);
    request.end(body);
  });
}
