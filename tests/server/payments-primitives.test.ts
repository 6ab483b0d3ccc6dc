import { describe, expect, it } from 'vitest';
import { cardErrors, isExpiryValid, isLuhnValid } from '../../server/payments/card-rules';
import { loadPaymentConfig, paymentCspOrigins } from '../../server/payments/payment-config';
import { canonicalText, hasValidSignature, sign, withSignature } from '../../server/payments/signing';
import { readThaiQr, thaiQrPayload } from '../../server/payments/thai-qr';
import { mayMove } from '../../server/payments/transactions';

describe('signing', () => {
  const secret = 'merchant-secret';
  it('signs the fields sorted by name, without the signature itself', () => {
    expect(canonicalText({ b: '2', a: '1', signature: 'x' })).toBe('a=1&b=2');
    expect(sign({ a: '1', b: '2' }, secret)).toBe(sign({ b: '2', a: '1' }, secret));
  });

  it('accepts exactly the signed values', () => {
    const signed = withSignature({ reference: 'R1', amount: '100' }, secret);
    expect(hasValidSignature(signed, secret)).toBe(true);
    expect(hasValidSignature({ ...signed, amount: '101' }, secret)).toBe(false);
    expect(hasValidSignature({ ...signed, extra: '' }, secret)).toBe(false);
    expect(hasValidSignature(signed, 'other-secret')).toBe(false);
    expect(hasValidSignature({ ...signed, signature: signed.signature.toUpperCase() }, secret)).toBe(false);
    expect(hasValidSignature({ ...signed, signature: signed.signature.slice(2) }, secret)).toBe(false);
  });
});

describe('card rules', () => {
  it('Luhn, expiry and CVV', () => {
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('5555-5555-5555-4444')).toBe(true);
    expect(isLuhnValid('4111 1111 1111 1112')).toBe(false);
    expect(isLuhnValid('4111')).toBe(false);
    const now = new Date(Date.UTC(2026, 10, 24));
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('01/2031', now)).toBe(true);
    expect(cardErrors({ number: '4111111111111111', expiry: '12/30', cvv: '12', name: ' ' }, now)).toEqual(['errCardCvv', 'errCardName']);
  });
});

describe('Thai QR', () => {
  it('round-trips the amount to the satang and refuses a changed payload', () => {
    for (const satang of [1, 99, 100_00, 123_456_78]) {
      const payload = thaiQrPayload({ billerId: '010556012345601', amountSatang: satang, ref1: 'REF1', ref2: 'ORDER9' });
      expect(readThaiQr(payload)).toEqual({ billerId: '010556012345601', amountSatang: satang, ref1: 'REF1', ref2: 'ORDER9' });
      expect(readThaiQr(`${payload.slice(0, -1)}${payload.endsWith('0') ? '1' : '0'}`)).toBeNull();
    }
  });
});

describe('payment moves', () => {
  it('paid is final; a refusal may still be followed by a payment', () => {
    expect(mayMove('pending', 'paid')).toBe(true);
    expect(mayMove('pending', 'failed')).toBe(true);
    expect(mayMove('failed', 'paid')).toBe(true);
    expect(mayMove('cancelled', 'failed')).toBe(false);
    expect(mayMove('paid', 'failed')).toBe(false);
    expect(mayMove('paid', 'cancelled')).toBe(false);
  });
});

describe('payment configuration', () => {
  it('is the sandbox without variables, live with all of them, and refuses half a provider', () => {
    const sandbox = loadPaymentConfig({});
    expect([sandbox.kbank.mode, sandbox.p2c2p.mode, sandbox.scb.mode]).toEqual(['sandbox', 'sandbox', 'sandbox']);
    expect(paymentCspOrigins(sandbox)).toEqual([]);
    expect(() => loadPaymentConfig({ TALAT_2C2P_MERCHANT_ID: 'M1' })).toThrow(/TALAT_2C2P_SECRET_KEY/);
    const live = loadPaymentConfig({
      TALAT_BASE_URL: 'https://shop.example',
      TALAT_2C2P_MERCHANT_ID: 'M1', TALAT_2C2P_SECRET_KEY: 's', TALAT_2C2P_PAYMENT_URL: 'https://pay.example/payment',
    });
    expect(live.p2c2p).toMatchObject({ mode: 'live', merchantId: 'M1', secretKey: 's' });
    expect(paymentCspOrigins(live)).toEqual(['https://pay.example']);
    expect(() => loadPaymentConfig({ TALAT_2C2P_MERCHANT_ID: 'M1', TALAT_2C2P_SECRET_KEY: 's', TALAT_2C2P_PAYMENT_URL: 'https://pay.example' })).toThrow(/TALAT_BASE_URL/);
  });
});
