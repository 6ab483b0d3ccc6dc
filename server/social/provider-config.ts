/**
 * Real OpenID Connect providers come from the environment only; a social network configured in the
 * store (amsociallogin/<type>/enabled) without them is served by the sandbox provider on our own server.
 *
 *   TALAT_SOCIAL_<TYPE>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZE_URL, _TOKEN_URL, _ISSUER (and _JWKS_URL for
 *   providers that sign with published keys instead of the client secret)
 *
 * e.g. TALAT_SOCIAL_LINE_CLIENT_ID for LINE Login (its authorize URL, token URL and issuer are LINE's
 * documented ones, given here too, so nothing about a real provider lives in the code).
 */
export interface RealProviderConfig {
  type: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  issuer: string;
  /** Where the provider publishes its signing keys (TALAT_SOCIAL_<TYPE>_JWKS_URL); unset: HS256 with the secret. */
  jwksUrl: string | null;
}

type ProviderKey = 'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZE_URL' | 'TOKEN_URL' | 'ISSUER';

export function loadSocialProviders(env: NodeJS.ProcessEnv): RealProviderConfig[] {
  const types = new Set<string>();
  for (const name of Object.keys(env)) {
    const match = /^TALAT_SOCIAL_([A-Z0-9]+)_CLIENT_ID$/.exec(name);
    if (match?.[1]) types.add(match[1]);
  }
  return [...types].sort().map((upper) => {
    const value = (key: ProviderKey): string => {
      const text = env[`TALAT_SOCIAL_${upper}_${key}`]?.trim();
      if (!text) throw new Error(`TALAT_SOCIAL_${upper}_${key} is required when TALAT_SOCIAL_${upper}_CLIENT_ID is set`);
      return text;
    };
    for (const key of ['AUTHORIZE_URL', 'TOKEN_URL'] as const) {
      if (!/^https:\/\//.test(value(key))) throw new Error(`TALAT_SOCIAL_${upper}_${key} must be an https URL`);
    }
    return {
      type: upper.toLowerCase(),
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      authorizeUrl: value('AUTHORIZE_URL'),
      tokenUrl: value('TOKEN_URL'),
      issuer: value('ISSUER'),
      jwksUrl: env[`TALAT_SOCIAL_${upper}_JWKS_URL`]?.trim() || null,
    };
  });
}
