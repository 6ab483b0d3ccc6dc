import { languageOfLocale } from '../../i18n/store-language';
/**
 * The sandbox pages' texts in both store languages. The pages stand in for the providers' own pages, which
 * speak Thai and English too; the language comes from the request (2C2P's default_lang, the storefront's
 * data-lang for KBank, ?lang= elsewhere), Thai by default.
 */
export type SandboxLang = 'th' | 'en';

export const SANDBOX_TEXTS = {
  th: {
    sandboxNotice: 'ระบบชำระเงินทดสอบ (แซนด์บ็อกซ์) ไม่มีการตัดเงินจริง',
    merchant: 'ร้านค้า',
    amount: 'ยอดชำระ',
    reference: 'หมายเลขอ้างอิง',
    orderNumber: 'หมายเลขคำสั่งซื้อ',
    pay: 'ชำระเงิน',
    decline: 'ปฏิเสธการชำระเงิน',
    cancel: 'ยกเลิกการชำระเงิน',
    close: 'ปิด',
    cardTitle: 'ชำระด้วยบัตรเครดิต/เดบิต',
    cardNumber: 'หมายเลขบัตร',
    cardName: 'ชื่อบนบัตร',
    cardExpiry: 'วันหมดอายุ (ดด/ปป)',
    cardCvv: 'รหัส CVV',
    cardHint: 'บัตรทดสอบ: 4111 1111 1111 1111 วันหมดอายุใดก็ได้ในอนาคต CVV 3 หลักใดก็ได้',
    errCardNumber: 'หมายเลขบัตรไม่ถูกต้อง',
    errCardExpiry: 'วันหมดอายุไม่ถูกต้องหรือบัตรหมดอายุแล้ว',
    errCardCvv: 'รหัส CVV ต้องเป็นตัวเลข 3 หรือ 4 หลัก',
    errCardName: 'กรุณากรอกชื่อบนบัตร',
    linePayTitle: 'ชำระด้วย LINE Pay',
    linePayText: 'ยืนยันการชำระเงินในแอป LINE (จำลอง)',
    trueMoneyTitle: 'ชำระด้วย TrueMoney Wallet',
    trueMoneyPhone: 'เบอร์โทรศัพท์ TrueMoney Wallet',
    errPhone: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักขึ้นต้นด้วย 0',
    threeDsTitle: 'ยืนยันตัวตนผู้ถือบัตร (3-D Secure)',
    threeDsText: 'ธนาคารผู้ออกบัตรขอให้ยืนยันการชำระเงินด้วยบัตรที่ลงท้ายด้วย {last4}',
    bankAppTitle: 'แอปธนาคาร (จำลอง)',
    bankAppScanLabel: 'ข้อมูล QR ที่สแกน',
    bankAppScan: 'สแกน',
    bankAppPayee: 'ผู้รับเงิน (Biller ID)',
    bankAppConfirm: 'ตรวจสอบรายละเอียดแล้วยืนยันการชำระเงิน',
    bankAppInvalid: 'QR นี้ไม่ใช่ Thai QR Payment ที่ถูกต้อง หรือไม่พบรายการชำระเงิน',
    scbEasyTitle: 'SCB EASY (จำลอง)',
    scbEasyText: 'ยืนยันการชำระเงินให้ร้านค้า',
    doneApproved: 'ชำระเงินเรียบร้อยแล้ว',
    doneDeclined: 'การชำระเงินถูกปฏิเสธ',
    doneCancelled: 'ยกเลิกการชำระเงินแล้ว',
    doneExpired: 'รายการชำระเงินนี้หมดเวลาแล้ว',
    backToShop: 'กลับไปที่ร้านค้า',
    notFound: 'ไม่พบรายการชำระเงินนี้',
    badRequest: 'คำขอชำระเงินไม่ถูกต้อง (ลายเซ็นไม่ตรง)',
    language: 'English',
    qrTitle: 'สแกน QR เพื่อชำระเงิน',
    qrText: 'สแกนด้วยแอปธนาคารใดก็ได้ ยอดเงินถูกกำหนดไว้แล้ว',
    openBankApp: 'เปิดแอปธนาคารจำลองเพื่อสแกน',
  },
  en: {
    sandboxNotice: 'Payment sandbox: no real money is charged',
    merchant: 'Merchant',
    amount: 'Amount',
    reference: 'Reference',
    orderNumber: 'Order number',
    pay: 'Pay',
    decline: 'Decline payment',
    cancel: 'Cancel payment',
    close: 'Close',
    cardTitle: 'Pay by credit or debit card',
    cardNumber: 'Card number',
    cardName: 'Name on card',
    cardExpiry: 'Expiry (MM/YY)',
    cardCvv: 'CVV',
    cardHint: 'Test card: 4111 1111 1111 1111, any future expiry, any 3-digit CVV',
    errCardNumber: 'The card number is not valid',
    errCardExpiry: 'The expiry date is not valid or the card has expired',
    errCardCvv: 'The CVV must be 3 or 4 digits',
    errCardName: 'Enter the name on the card',
    linePayTitle: 'Pay with LINE Pay',
    linePayText: 'Confirm the payment in the LINE app (simulated)',
    trueMoneyTitle: 'Pay with TrueMoney Wallet',
    trueMoneyPhone: 'TrueMoney Wallet phone number',
    errPhone: 'The phone number must be 10 digits starting with 0',
    threeDsTitle: 'Cardholder authentication (3-D Secure)',
    threeDsText: 'Your card issuer asks you to confirm the payment with the card ending in {last4}',
    bankAppTitle: 'Banking app (simulated)',
    bankAppScanLabel: 'Scanned QR data',
    bankAppScan: 'Scan',
    bankAppPayee: 'Payee (Biller ID)',
    bankAppConfirm: 'Check the details and confirm the payment',
    bankAppInvalid: 'This is not a valid Thai QR Payment, or the payment was not found',
    scbEasyTitle: 'SCB EASY (simulated)',
    scbEasyText: 'Confirm the payment to the merchant',
    doneApproved: 'The payment is complete',
    doneDeclined: 'The payment was declined',
    doneCancelled: 'The payment was cancelled',
    doneExpired: 'This payment has expired',
    backToShop: 'Back to the shop',
    notFound: 'This payment was not found',
    badRequest: 'The payment request is not valid (signature mismatch)',
    language: 'ภาษาไทย',
    qrTitle: 'Scan the QR to pay',
    qrText: 'Scan with any banking app; the amount is already set',
    openBankApp: 'Open the sandbox banking app to scan',
  },
} as const satisfies Record<SandboxLang, Record<string, string>>;

export type SandboxTextKey = keyof (typeof SANDBOX_TEXTS)['en'];

export function sandboxLang(value: unknown): SandboxLang {
  return typeof value === 'string' ? languageOfLocale(value) : 'th';
}

export function text(lang: SandboxLang, key: SandboxTextKey, values: Record<string, string> = {}): string {
  return SANDBOX_TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
