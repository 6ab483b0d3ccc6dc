import { sql, type QueryExecutorProvider } from 'kysely';
import type { CookieGroupTexts, GdprConsentTexts, GdprPolicyTexts, StoreTexts } from '../types';

// The demo shop's privacy setup: consents by location, two privacy-policy versions (the second current, so a
// customer who accepted the first sees the amended-policy notice) and the three cookie groups. Written by
// migration 0091 into a shop that exists already, and by the seed into a new one; both skip rows present.

interface ConsentSeed {
  code: string;
  required: boolean;
  locations: string[];
  sortOrder: number;
  texts: StoreTexts<GdprConsentTexts>;
}

export const CONSENT_SEEDS: readonly ConsentSeed[] = [
  {
    code: 'privacy_policy',
    required: true,
    locations: ['registration', 'checkout', 'contactus', 'subscription'],
    sortOrder: 1,
    texts: {
      th: { name: 'นโยบายความเป็นส่วนตัว', consent_text: 'ข้าพเจ้าได้อ่านและยอมรับ<a href="#privacy-policy">นโยบายความเป็นส่วนตัว</a>' },
      en: { name: 'Privacy policy', consent_text: 'I have read and accept the <a href="#privacy-policy">privacy policy</a>' },
    },
  },
  {
    code: 'marketing_messages',
    required: false,
    locations: ['registration', 'checkout', 'subscription'],
    sortOrder: 2,
    texts: {
      th: { name: 'ข่าวสารและโปรโมชัน', consent_text: 'ข้าพเจ้ายินยอมรับข่าวสารและข้อเสนอพิเศษทางอีเมลและ LINE' },
      en: { name: 'News and offers', consent_text: 'I agree to receive news and special offers by e-mail and LINE' },
    },
  },
];

interface PolicySeed {
  version: string;
  current: boolean;
  createdAt: string;
  texts: StoreTexts<GdprPolicyTexts>;
}

const policyBody = {
  th: `<p>ตลาดเก็บข้อมูลส่วนบุคคลเท่าที่จำเป็นต่อการขายและจัดส่งสินค้า ได้แก่ ชื่อ อีเมล เบอร์โทรศัพท์ และที่อยู่จัดส่ง ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)</p>
<p>ท่านขอดาวน์โหลดข้อมูลของท่าน ขอปกปิดข้อมูล หรือขอลบบัญชีได้ที่หน้า "การตั้งค่าความเป็นส่วนตัว" ในบัญชีของท่าน คำสั่งซื้อเดิมจะถูกเก็บไว้โดยไม่มีข้อมูลส่วนบุคคลเพื่อการบัญชีและภาษี</p>
<p>คุกกี้ที่ไม่จำเป็น (การวิเคราะห์และการตลาด) จะทำงานเมื่อท่านยินยอมเท่านั้น</p>`,
  en: `<p>talat keeps the personal data it needs to sell and deliver: your name, e-mail, phone number and delivery addresses, under Thailand's Personal Data Protection Act B.E. 2562 (PDPA) and the GDPR.</p>
<p>You can download your data, have it anonymised or ask for your account to be deleted on the "Privacy settings" page of your account. Past orders are kept without personal data for accounting and tax.</p>
<p>Non-essential cookies (analytics and marketing) work only with your consent.</p>`,
};

export const POLICY_SEEDS: readonly PolicySeed[] = [
  {
    version: '1.0',
    current: false,
    createdAt: '2025-01-15T00:00:00Z',
    texts: {
      th: { title: 'นโยบายความเป็นส่วนตัว', header_title: 'นโยบายความเป็นส่วนตัว', header_description: 'วิธีที่ตลาดดูแลข้อมูลของท่าน', content: policyBody.th },
      en: { title: 'Privacy policy', header_title: 'Privacy policy', header_description: 'How talat looks after your data', content: policyBody.en },
    },
  },
  {
    version: '1.1',
    current: true,
    createdAt: '2026-06-01T00:00:00Z',
    texts: {
      th: { title: 'นโยบายความเป็นส่วนตัว', header_title: 'นโยบายความเป็นส่วนตัว (ฉบับปรับปรุง)', header_description: 'เพิ่มเรื่องคุกกี้และการขอลบบัญชี', content: policyBody.th },
      en: { title: 'Privacy policy', header_title: 'Privacy policy (amended)', header_description: 'Now covering cookies and account deletion', content: policyBody.en },
    },
  },
];

interface CookieGroupSeed {
  code: string;
  essential: boolean;
  sortOrder: number;
  texts: StoreTexts<CookieGroupTexts>;
}

export const COOKIE_GROUP_SEEDS: readonly CookieGroupSeed[] = [
  {
    code: 'essential',
    essential: true,
    sortOrder: 1,
    texts: {
      th: { name: 'คุกกี้ที่จำเป็น', description: 'ใช้สำหรับการเข้าสู่ระบบ ตะกร้าสินค้า ภาษาที่เลือก และการจดจำการตั้งค่าคุกกี้นี้ ปิดไม่ได้' },
      en: { name: 'Essential', description: 'Sign-in, the cart, the chosen language and remembering these cookie settings. Always on.' },
    },
  },
  {
    code: 'analytics',
    essential: false,
    sortOrder: 2,
    texts: {
      th: { name: 'คุกกี้เพื่อการวิเคราะห์', description: 'Google Analytics 4 ช่วยให้เราทราบว่าหน้าใดมีผู้ใช้งานและปรับปรุงร้านได้' },
      en: { name: 'Analytics', description: 'Google Analytics 4 tells us which pages are used so we can improve the shop.' },
    },
  },
  {
    code: 'marketing',
    essential: false,
    sortOrder: 3,
    texts: {
      th: { name: 'คุกกี้เพื่อการตลาด', description: 'ใช้แสดงโฆษณาและโปรโมชันที่ตรงกับความสนใจของท่าน' },
      en: { name: 'Marketing', description: 'Shows ads and offers that match your interests.' },
    },
  },
];

/** Inserts the rows above that are missing (by code or version). Takes any Kysely: migrations pass `unknown`. */
export async function seedPrivacy(db: QueryExecutorProvider): Promise<void> {
  for (const c of CONSENT_SEEDS) {
    await sql`insert into gdpr_consent (consent_code, is_required, locations, sort_order, texts)
      values (${c.code}, ${c.required}, ${sql.val(c.locations)}::text[], ${c.sortOrder}, ${JSON.stringify(c.texts)}::jsonb)
      on conflict (consent_code) do nothing`.execute(db);
  }
  for (const p of POLICY_SEEDS) {
    await sql`insert into gdpr_policy (version, is_current, texts, created_at, updated_at)
      select ${p.version}, ${p.current}, ${JSON.stringify(p.texts)}::jsonb, ${p.createdAt}::timestamptz, ${p.createdAt}::timestamptz
      where not exists (select 1 from gdpr_policy where version = ${p.version})
        and (${!p.current} or not exists (select 1 from gdpr_policy where is_current))`.execute(db);
  }
  for (const g of COOKIE_GROUP_SEEDS) {
    await sql`insert into cookie_group (code, is_essential, sort_order, texts)
      values (${g.code}, ${g.essential}, ${g.sortOrder}, ${JSON.stringify(g.texts)}::jsonb)
      on conflict (code) do nothing`.execute(db);
  }
}
