import { describe, expect, it } from 'vitest';
import { loadSocialProviders } from './provider-config';

describe('loadSocialProviders', () => {
  it('reads nothing when no provider is configured: every enabled network uses the sandbox', () => {
    expect(loadSocialProviders({})).toEqual([]);
  });

  it('reads a complete provider from TALAT_SOCIAL_<TYPE>_*', () => {
    const env = {
      TALAT_SOCIAL_LINE_CLIENT_ID: '1650000000',
      TALAT_SOCIAL_LINE_CLIENT_SECRET: 'channel-secret',
      TALAT_SOCIAL_LINE_AUTHORIZE_URL: 'https://provider.example/authorize',
      TALAT_SOCIAL_LINE_TOKEN_URL: 'https://provider.example/token',
      TALAT_SOCIAL_LINE_ISSUER: 'https://provider.example',
    };
    expect(loadSocialProviders(env)).toEqual([
      { type: 'line', clientId: '1650000000', clientSecret: 'channel-secret', authorizeUrl: 'https://provider.example/authorize', tokenUrl: 'https://provider.example/token', issuer: 'https://provider.example', jwksUrl: null },
    ]);
  });

  it('refuses a half-configured provider and plain-http endpoints at start-up', () => {
    expect(() => loadSocialProviders({ TALAT_SOCIAL_LINE_CLIENT_ID: 'x' })).toThrow(/TALAT_SOCIAL_LINE_[A-Z_]+ is required when TALAT_SOCIAL_LINE_CLIENT_ID is set/);
    expect(() =>
      loadSocialProviders({
        TALAT_SOCIAL_LINE_CLIENT_ID: 'x', TALAT_SOCIAL_LINE_CLIENT_SECRET: 'y', TALAT_SOCIAL_LINE_AUTHORIZE_URL: 'http://insecure.example/a',
        TALAT_SOCIAL_LINE_TOKEN_URL: 'https://p.example/t', TALAT_SOCIAL_LINE_ISSUER: 'https://p.example',
      }),
    ).toThrow('must be an https URL');
  });
});
