import type { StoreSnapshot } from '../modules/store/store-directory';
import type { RealProviderConfig } from './provider-config';

/** The process's social login setup: real providers from the environment, and whether the sandbox may stand in. */
export interface SocialSetup {
  real: readonly RealProviderConfig[];
  /** TALAT_SOCIAL_SANDBOX: on outside production by default; off, a network without a real provider is off. */
  sandbox: boolean;
}

/** Where the sandbox OpenID provider lives on our own server, per social network type. */
export const SANDBOX_PREFIX = '/social-sandbox';
/** The callback path shape of section 2, sent to the provider as redirect_uri. */
export const callbackPath = (type: string): string => `/tsociallogin/social/login/type/${type}/`;
/** Where the storefront's button opens the popup (Amasty's start URL). */
export const START_PATH = '/amsociallogin/social/login/';

/** Social network names as buttons and messages show them. */
const LABELS: Record<string, string> = { line: 'LINE', google: 'Google', facebook: 'Facebook', apple: 'Apple' };
export const labelOf = (type: string): string => LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

/** An OpenID Connect client's view of one provider (real or sandbox): a provider's settings, named and marked. */
export interface SocialProvider extends RealProviderConfig {
  label: string;
  sandbox: boolean;
}

/** Types switched on in the store (amsociallogin/general/enabled and amsociallogin/<type>/enabled). */
export function enabledTypes(snapshot: StoreSnapshot, storeId: number, setup: SocialSetup): string[] {
  const general = Number.parseInt(snapshot.config(storeId, 'amsociallogin/general/enabled') ?? '0', 10);
  if (!general) return [];
  const candidates = new Set(['line', ...setup.real.map((provider) => provider.type)]);
  return [...candidates].filter(
    (type) => snapshot.config(storeId, `amsociallogin/${type}/enabled`) === '1' && (setup.sandbox || setup.real.some((provider) => provider.type === type)),
  );
}

/** The sandbox's issuer for a type on this origin (also the `iss` of its id tokens). */
export const sandboxIssuer = (origin: string, type: string): string => `${origin}${SANDBOX_PREFIX}/${type}`;

/**
 * The provider for a type: the configured real one, else the sandbox on our origin, whose client id is the
 * store's public api key and whose secret is the store's private one (migration 0031 makes one per shop).
 */
export function providerFor(type: string, origin: string, snapshot: StoreSnapshot, storeId: number, setup: SocialSetup): SocialProvider | null {
  const configured = setup.real.find((provider) => provider.type === type);
  if (configured) return { ...configured, label: labelOf(type), sandbox: false };
  // Anyone can be anyone at the sandbox: it never stands in where it is switched off (production).
  if (!setup.sandbox) return null;
  const clientId = snapshot.config(storeId, `amsociallogin/${type}/api_key`);
  const clientSecret = snapshot.config(0, `amsociallogin/${type}/api_secret`);
  if (!clientId || !clientSecret) return null;
  const issuer = sandboxIssuer(origin, type);
  return { type, label: labelOf(type), clientId, clientSecret, authorizeUrl: `${issuer}/authorize`, tokenUrl: `${issuer}/token`, issuer, jwksUrl: null, sandbox: true };
}
