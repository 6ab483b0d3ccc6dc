/**
 * Where each payment provider is reached and with which credentials, from the environment only (README's
 * configuration table lists the variables). A provider with none of its variables set uses our own
 * sandbox, served by this server on the same origin (so the CSP needs no provider host); one with all of
 * them set is live; a half-configured provider stops the server at start, rather than charging nobody.
 */
export type ProviderMode = 'sandbox' | 'live';

export interface KbankConfig {
  mode: ProviderMode;
  /** The embedded form's public key (data-apikey). */
  publicKey: string;
  /** Secret key: charge API calls and the checksum of KBank's notifications. Null: the sandbox's own. */
  secretKey: string | null;
  merchantId: string;
  /** The embedded payment script the storefront loads. */
  scriptUrl: string;
  /** The charge API's base URL. */
  apiUrl: string;
}

export interface P2c2pConfig {
  mode: ProviderMode;
  merchantId: string;
  secretKey: string | null;
  /** The hosted payment page the storefront posts the payment form to. */
  paymentUrl: string;
}

export interface ScbConfig {
  mode: ProviderMode;
  apiUrl: string;
  apiKey: string;
  /** Secret shared with SCB for the payment confirmation callbacks. Null: the sandbox's own. */
  secretKey: string | null;
  /** PromptPay biller id (tax id + suffix, 15 digits) the QR pays. */
  billerId: string;
}

export interface PaymentConfig {
  /** Absolute origin providers call back and return to (live only); sandboxes use same-origin paths. */
  publicBaseUrl: string;
  merchantName: string;
  /** How long a QR or deeplink stays payable, in seconds. */
  qrLifetimeSeconds: number;
  kbank: KbankConfig;
  p2c2p: P2c2pConfig;
  scb: ScbConfig;
}

export const SANDBOX_PREFIX = '/payment-sandbox';

/** Reads a provider's variables: all unset → null (sandbox); all set → the values; some → an error. */
function group<K extends string>(env: NodeJS.ProcessEnv, provider: string, names: Record<K, string>): Record<K, string> | null {
  const values = Object.fromEntries(Object.entries(names).map(([key, name]) => [key, env[name as string]?.trim() ?? ''])) as Record<K, string>;
  const missing = Object.entries(names).filter(([key]) => values[key as K] === '').map(([, name]) => name);
  if (missing.length === Object.keys(names).length) return null;
  if (missing.length > 0) throw new Error(`${provider} payments are half configured: set ${missing.join(', ')} too, or none of its variables to use the sandbox`);
  return values;
}

export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const kbank = group(env, 'KBank', {
    publicKey: 'TALAT_KBANK_PUBLIC_KEY', secretKey: 'TALAT_KBANK_SECRET_KEY', merchantId: 'TALAT_KBANK_MERCHANT_ID',
    scriptUrl: 'TALAT_KBANK_SCRIPT_URL', apiUrl: 'TALAT_KBANK_API_URL',
  });
  const p2c2p = group(env, '2C2P', {
    merchantId: 'TALAT_2C2P_MERCHANT_ID', secretKey: 'TALAT_2C2P_SECRET_KEY', paymentUrl: 'TALAT_2C2P_PAYMENT_URL',
  });
  const scb = group(env, 'SCB', {
    apiUrl: 'TALAT_SCB_API_URL', apiKey: 'TALAT_SCB_API_KEY', secretKey: 'TALAT_SCB_SECRET_KEY', billerId: 'TALAT_SCB_BILLER_ID',
  });
  const publicBaseUrl = (env.TALAT_BASE_URL ?? '').trim().replace(/\/+$/, '');
  if ((kbank || p2c2p || scb) && !/^https:\/\//.test(publicBaseUrl)) {
    throw new Error('Live payment providers call back to TALAT_BASE_URL, which must be the shop\'s https origin');
  }
  const lifetime = Number.parseInt(env.TALAT_PAYMENT_QR_LIFETIME_SECONDS ?? '900', 10);
  if (!Number.isInteger(lifetime) || lifetime < 30) throw new Error('TALAT_PAYMENT_QR_LIFETIME_SECONDS must be a whole number of seconds, at least 30');
  return {
    publicBaseUrl,
    merchantName: env.TALAT_MERCHANT_NAME?.trim() || 'talat',
    qrLifetimeSeconds: lifetime,
    kbank: kbank
      ? { mode: 'live', ...kbank }
      : {
          mode: 'sandbox', publicKey: 'pkey_test_talat_sandbox', secretKey: null, merchantId: 'talat-sandbox',
          scriptUrl: `${SANDBOX_PREFIX}/assets/secure-pay.js`, apiUrl: `${SANDBOX_PREFIX}/kbank/api`,
        },
    p2c2p: p2c2p
      ? { mode: 'live', ...p2c2p }
      : { mode: 'sandbox', merchantId: 'TALATSANDBOX', secretKey: null, paymentUrl: `${SANDBOX_PREFIX}/2c2p/payment` },
    scb: scb
      ? { mode: 'live', ...scb }
      : { mode: 'sandbox', apiUrl: `${SANDBOX_PREFIX}/scb/api`, apiKey: 'talat-sandbox', secretKey: null, billerId: '010556012345601' },
  };
}

/**
 * Origins the browser must be allowed to reach for the live providers: KBank's embedded script (it loads,
 * calls home and frames its form) and 2C2P's hosted page (the checkout form posts to it). None for the
 * sandboxes, which are same-origin. server/config.ts adds them to the CSP's payment origins.
 */
export function paymentCspOrigins(config: PaymentConfig): string[] {
  const origin = (url: string): string[] => (/^https:\/\//.test(url) ? [new URL(url).origin] : []);
  return [...new Set([...origin(config.kbank.scriptUrl), ...origin(config.p2c2p.paymentUrl)])];
}
