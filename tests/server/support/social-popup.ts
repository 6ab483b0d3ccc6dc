import { expect } from 'vitest';

/** What the popup's last page posts to the opener (section 3). */
export interface PopupMessage {
  token: string;
  result: number;
  messages: string[];
  redirect_data: { redirectWithError: boolean };
  update: boolean;
  customer_expiration: number;
  type: string;
  action: string;
  enable_gtm: string;
  enable_gtm_ga4: string;
  account_data?: { ticket: string; firstname: string; lastname: string; email: string };
}

export interface Identity {
  subject: string;
  name: string;
  email?: string;
}

/**
 * A browser popup walking the social sign-in over real HTTP: the start URL, the provider's consent page,
 * the decision, the callback with the state cookie. Each step can be tampered with to test refusals.
 */
export class SocialPopup {
  cookie = '';
  authorizeUrl: URL | null = null;
  callbackUrl: URL | null = null;

  constructor(readonly base: string) {}

  private absolute(location: string): string {
    return new URL(location, this.base).toString();
  }

  async start(startUrl: string): Promise<URL> {
    const response = await fetch(this.absolute(startUrl), { redirect: 'manual' });
    expect(response.status).toBe(302);
    this.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    this.authorizeUrl = new URL(response.headers.get('location') ?? '');
    return this.authorizeUrl;
  }

  /** The consent page, then the tester's decision; answers where the provider sends the browser back. */
  async decide(decision: 'approve' | 'cancel', identity: Identity | null, tamper: Record<string, string> = {}): Promise<URL> {
    const authorize = this.authorizeUrl ?? new URL(this.base);
    const page = await fetch(authorize);
    expect(page.status).toBe(200);
    const fields = Object.fromEntries(authorize.searchParams);
    const form = new URLSearchParams({ ...fields, decision, ...(identity ? { identity: 'custom', subject: identity.subject, name: identity.name, email: identity.email ?? '' } : { identity: '0' }), ...tamper });
    const response = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(302);
    this.callbackUrl = new URL(response.headers.get('location') ?? '');
    return this.callbackUrl;
  }

  /** The callback page and the message it posts. */
  async finish(callbackUrl: URL | null = this.callbackUrl, cookie = this.cookie): Promise<PopupMessage> {
    const response = await fetch(callbackUrl ?? this.base, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script src="/tsociallogin/social/login/result.js"></script>');
    const json = /<script type="application\/json" id="social-login-result">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    return JSON.parse(json) as PopupMessage;
  }

  async run(startUrl: string, identity: Identity | null): Promise<PopupMessage> {
    await this.start(startUrl);
    await this.decide('approve', identity);
    return this.finish();
  }
}
