import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, PaymentProviderCode } from '../db/types';
import type { PaymentConfig } from './payment-config';

/**
 * What the payment routes and resolvers share: the database, the provider configuration, the app itself
 * (our sandboxes are reached through it in-process) and the providers' shared secrets.
 */
export class PaymentRuntime {
  private readonly secrets = new Map<PaymentProviderCode, Promise<string>>();

  constructor(
    readonly db: Kysely<Database>,
    readonly config: PaymentConfig,
    readonly app: FastifyInstance,
  ) {}

  /**
   * The secret a provider signs its callbacks with (and we sign our requests to it with). Live: from the
   * configuration. Sandbox: made once per database and kept there, so it survives restarts.
   */
  secretFor(provider: PaymentProviderCode): Promise<string> {
    const configured = { kbank: this.config.kbank.secretKey, '2c2p': this.config.p2c2p.secretKey, scb: this.config.scb.secretKey }[provider];
    if (configured) return Promise.resolve(configured);
    let pending = this.secrets.get(provider);
    if (!pending) {
      pending = this.sandboxSecret(provider);
      pending.catch(() => this.secrets.delete(provider));
      this.secrets.set(provider, pending);
    }
    return pending;
  }

  /** An absolute URL for live providers (they call us from outside), a path for our same-origin sandboxes. */
  merchantUrl(path: string, provider: PaymentProviderCode): string {
    const live = { kbank: this.config.kbank.mode, '2c2p': this.config.p2c2p.mode, scb: this.config.scb.mode }[provider] === 'live';
    return live ? `${this.config.publicBaseUrl}${path}` : path;
  }

  private async sandboxSecret(provider: PaymentProviderCode): Promise<string> {
    await this.db
      .insertInto('payment_sandbox_secret')
      .values({ provider, secret: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('provider').doNothing())
      .execute();
    const row = await this.db.selectFrom('payment_sandbox_secret').select('secret').where('provider', '=', provider).executeTakeFirstOrThrow();
    return row.secret;
  }
}

const runtimes = new WeakMap<Kysely<Database>, PaymentRuntime>();

export function registerPaymentRuntime(runtime: PaymentRuntime): void {
  runtimes.set(runtime.db, runtime);
}

/** The runtime the payments plugin registered for this database (resolvers get the db from their context). */
export function paymentRuntimeFor(db: Kysely<Database>): PaymentRuntime {
  const runtime = runtimes.get(db);
  if (!runtime) throw new Error('The payments plugin is not registered for this database');
  return runtime;
}
