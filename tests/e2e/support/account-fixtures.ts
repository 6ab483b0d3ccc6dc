// Shared steps of the account journeys: a fresh customer's details, the stored session token, and the Thai and
// English texts the journeys look for (src/i18n/messages).
import { expect, type Page } from '@playwright/test';

export const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';
export const DEMO_CUSTOMER = { email: 'somchai@example.com', password: 'Talat-demo-2025' };

export function newCustomer(tag: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { firstname: 'Malee', lastname: 'Srisuk', email: `malee-${tag}-${stamp}@example.com`, password: 'Talat-new-2025' };
}

export const th = {
  signIn: 'เข้าสู่ระบบ',
  register: 'สมัครสมาชิก',
  createTitle: 'สร้างบัญชี',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  firstname: 'ชื่อ',
  lastname: 'นามสกุล',
  confirmPassword: 'ยืนยันรหัสผ่าน',
  myAccount: 'บัญชีของฉัน',
  accountMenu: 'เมนูบัญชี',
  signOut: 'ออกจากระบบ',
  required: 'จำเป็นต้องกรอกข้อมูล',
  invalidEmail: 'กรุณากรอกอีเมลให้ถูกต้อง (เช่น johndoe@domain.com)',
  passwordClasses: 'รหัสผ่านต้องประกอบด้วยอย่างน้อย 3 ประเภทจากต่อไปนี้: ตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และอักขระพิเศษ',
  sameValueAgain: 'กรุณากรอกค่าเดียวกันอีกครั้ง',
};

/** The stored sign-in token entry ({ value, timestamp, ttl }), or null when signed out. */
export async function storedToken(page: Page): Promise<{ value: string; timestamp: number; ttl?: number } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { value: string; timestamp: number; ttl?: number }) : null;
  }, `${PERSISTENCE_PREFIX}signin_token`);
}

export async function expectSignedInHeader(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
}

/** Signs the browser in with a token made through the API (stored as the session machine stores it). */
export async function signInWith(page: Page, token: string, store: 'th' | 'en' = 'th'): Promise<void> {
  await page.addInitScript(
    ({ prefix, token, store }) => {
      if (!window.localStorage.getItem(`${prefix}signin_token`)) {
        window.localStorage.setItem(`${prefix}signin_token`, JSON.stringify({ value: token, timestamp: Date.now(), ttl: 3600 }));
        window.localStorage.setItem(`${prefix}store_view_code`, JSON.stringify({ value: store, timestamp: Date.now() }));
      }
    },
    { prefix: PERSISTENCE_PREFIX, token, store },
  );
}

