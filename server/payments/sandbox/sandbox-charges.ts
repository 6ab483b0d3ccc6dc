import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentProviderCode, PaymentSandboxChargeTable, SandboxChargeStatus } from '../../db/types';
import type { PaymentRuntime } from '../payment-runtime';
import { postJson } from '../provider-http';
import type { ProviderResult } from '../provider-results';
import { withSignature } from '../signing';

/**
 * The sandbox providers' side of a payment: a charge they keep, decided once by the payer (pay, decline,
 * cancel), then reported to the merchant like the real providers do: a signed server-to-server callback
 * first, then the browser sent back to the merchant's return URL with the same signed result.
 */
export type SandboxCharge = Selectable<PaymentSandboxChargeTable>;
export type PayerDecision = 'pay' | 'decline' | 'cancel';

const PREFIX: Readonly<Record<PaymentProviderCode, string>> = { kbank: 'chrg_test_', '2c2p': 'ccpp_', scb: 'scb_' };

export interface NewCharge {
  provider: PaymentProviderCode;
  method: string;
  merchantReference: string;
  amountSatang: number;
  currency: string;
  description: string;
  callbackUrl: string;
  returnUrl: string | null;
  expiresAt?: Date | null;
  cardLast4?: string | null;
}

/** A provider answers the same pending charge when the merchant asks again for the same payment. */
export async function openCharge(runtime: PaymentRuntime, input: NewCharge): Promise<SandboxCharge> {
  const existing = await runtime.db
    .selectFrom('payment_sandbox_charge')
    .selectAll()
    .where('provider', '=', input.provider)
    .where('merchant_reference', '=', input.merchantReference)
    .where('method', '=', input.method)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (existing && !isExpired(existing) && existing.amount_satang === input.amountSatang && existing.card_last4 === (input.cardLast4 ?? null)) return existing;
  return runtime.db
    .insertInto('payment_sandbox_charge')
    .values({
      charge_id: `${PREFIX[input.provider]}${randomBytes(12).toString('hex')}`,
      provider: input.provider,
      method: input.method,
      merchant_reference: input.merchantReference,
      amount_satang: input.amountSatang,
      currency: input.currency,
      description: input.description,
      callback_url: input.callbackUrl,
      return_url: input.returnUrl,
      card_last4: input.cardLast4 ?? null,
      expires_at: input.expiresAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findCharge(runtime: PaymentRuntime, provider: PaymentProviderCode, chargeId: string): Promise<SandboxCharge | undefined> {
  return runtime.db.selectFrom('payment_sandbox_charge').selectAll().where('provider', '=', provider).where('charge_id', '=', chargeId).executeTakeFirst();
}

export function isExpired(charge: SandboxCharge, now = Date.now()): boolean {
  return charge.status === 'pending' && charge.expires_at !== null && new Date(charge.expires_at).getTime() <= now;
}

const STATUS_FOR: Readonly<Record<PayerDecision, SandboxChargeStatus>> = { pay: 'approved', decline: 'declined', cancel: 'cancelled' };
const RESULT_OF_STATUS: Readonly<Record<Exclude<SandboxChargeStatus, 'pending'>, ProviderResult>> = {
  approved: 'approved',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** The signed result of a decided charge, as the callback and the browser return carry it. */
export async function signedResult(runtime: PaymentRuntime, charge: SandboxCharge): Promise<Record<string, string>> {
  if (charge.status === 'pending') throw new Error('A pending charge has no result');
  return withSignature(
    {
      reference: charge.merchant_reference,
      nonce: charge.charge_id,
      result: RESULT_OF_STATUS[charge.status],
      amount: String(charge.amount_satang),
      currency: charge.currency,
      provider_reference: charge.charge_id,
      timestamp: new Date().toISOString(),
    },
    await runtime.secretFor(charge.provider),
  );
}

export interface Decided {
  charge: SandboxCharge;
  /** False when the charge had been decided before (a double click, a reload): nothing was sent again. */
  decidedNow: boolean;
  /** Where to send the browser (the merchant's return URL with the signed result), when there is one. */
  returnUrl: string | null;
}

/**
 * The payer's decision. Only a pending, unexpired charge moves (one conditional update, so two clicks
 * cannot both report); the merchant's callback URL is then called with the signed result. A callback
 * the merchant did not take (down, answering an error) is not retried here: the browser return carries
 * the same signed result, as with the real providers' front-end return.
 */
export async function decideCharge(runtime: PaymentRuntime, charge: SandboxCharge, decision: PayerDecision): Promise<Decided> {
  let current = charge;
  let decidedNow = false;
  if (!isExpired(charge)) {
    const moved = await runtime.db
      .updateTable('payment_sandbox_charge')
      .set({ status: STATUS_FOR[decision] })
      .where('charge_id', '=', charge.charge_id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (moved) {
      current = moved;
      decidedNow = true;
    } else {
      current = (await findCharge(runtime, charge.provider, charge.charge_id)) ?? charge;
    }
  }
  if (current.status === 'pending') return { charge: current, decidedNow, returnUrl: current.return_url };
  const fields = await signedResult(runtime, current);
  if (decidedNow) {
    const answer = await postJson(runtime, current.callback_url, fields).catch((error: unknown) => ({ status: 0, body: String(error) }));
    if (answer.status !== 200) runtime.app.log.warn({ charge: current.charge_id, status: answer.status }, 'payment sandbox: merchant callback not accepted');
  }
  return { charge: current, decidedNow, returnUrl: current.return_url ? withQuery(current.return_url, fields) : null };
}

export function withQuery(url: string, fields: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(fields).toString()}`;
}

/** Shown in a decided charge's page. */
export function decidedTextKey(charge: SandboxCharge): 'doneApproved' | 'doneDeclined' | 'doneCancelled' | 'doneExpired' | null {
  if (isExpired(charge)) return 'doneExpired';
  return charge.status === 'approved' ? 'doneApproved' : charge.status === 'declined' ? 'doneDeclined' : charge.status === 'cancelled' ? 'doneCancelled' : null;
}
