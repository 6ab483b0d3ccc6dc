import { parse } from 'promptparse';
import { billPayment } from 'promptparse/generate';
import QRCode from 'qrcode';

/**
 * Thai QR Payment (PromptPay bill payment, EMVCo tag 30) for one payment: the biller id, the exact amount
 * (tag 54) and our transaction reference as ref1, so the bank that is scanned with pays this payment and
 * no other. SCB's QR API answers this kind of payload; KBank's QR is the same standard.
 * promptparse builds and reads the TLV structure and its CRC-16 (tag 63); qrcode draws the PNG.
 */
export interface ThaiQrInput {
  billerId: string;
  amountSatang: number;
  /** ≤ 20 characters [A-Z0-9]: our transaction reference. */
  ref1: string;
  /** Optional second reference (the order number). */
  ref2?: string;
}

export function thaiQrPayload(input: ThaiQrInput): string {
  return billPayment({
    billerId: input.billerId,
    amount: input.amountSatang / 100,
    ref1: input.ref1,
    ...(input.ref2 ? { ref2: input.ref2 } : {}),
  });
}

/** The QR as a PNG data: URL (the contract's qr_image). */
export function thaiQrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

export interface ReadThaiQr {
  billerId: string;
  amountSatang: number | null;
  ref1: string;
  ref2: string | null;
}

/**
 * What a banking app reads from a scanned payload: null unless the CRC is right and it is a bill payment.
 * Used by the sandbox banking app, and by the tests to check what we generate.
 */
export function readThaiQr(payload: string): ReadThaiQr | null {
  const qr = parse(payload.trim(), true, true);
  if (!qr || !qr.validate('63')) return null;
  const billerId = qr.getTagValue('30', '01');
  const ref1 = qr.getTagValue('30', '02');
  if (!billerId || !ref1) return null;
  const amount = qr.getTagValue('54');
  return {
    billerId,
    amountSatang: amount ? Math.round(Number.parseFloat(amount) * 100) : null,
    ref1,
    ref2: qr.getTagValue('30', '03') ?? null,
  };
}
