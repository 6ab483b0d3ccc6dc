import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { hashPassword } from '../customers/passwords';
import { ORDER_LIMIT_PATHS } from '../cart/order-limits';
import { seedCustomerNotices } from '../../db/seed/customer-notices';

type Db = Kysely<Database> | Transaction<Database>;

/** Demo accounts (README lists them): one household shopper, one restaurant buyer. */
export const DEMO_CUSTOMERS = [
  { email: 'somchai@example.com', password: 'Talat-demo-2025', firstname: 'สมชาย', lastname: 'ใจดี', customer_type: 'b2c' },
  { email: 'buyer@krua-thai.example', password: 'Talat-demo-2025', firstname: 'Malee', lastname: 'Srisuk', customer_type: 'b2b' },
] as const;

async function categoryId(db: Db, urlKey: string): Promise<number | null> {
  const row = await db.selectFrom('category').select('category_id').where('url_key', '=', urlKey).executeTakeFirst();
  return row?.category_id ?? null;
}

/**
 * Demo customers, cart price rules and coupons, free-gift rules, extra fees and the order limits, on top of
 * the seeded catalogue (categories are found by url_key, gifts by sku).
 */
export async function seedCartDemo(ctx: { db: Db; log: (message: string) => void }): Promise<void> {
  const { db } = ctx;
  for (const customer of DEMO_CUSTOMERS) {
    const { password, ...row } = customer;
    await db.insertInto('customer').values({ ...row, password_hash: await hashPassword(password) }).execute();
  }
  // The checkout notices of business customers and of the demo business buyer (migration 0140).
  await seedCustomerNotices(db);
  const seafood = await categoryId(db, 'seafood');
  await db
    .insertInto('cart_rule')
    .values([
      { label_th: 'ซื้อครบ ฿1,500 ลด 5%', label_en: '5% off orders of ฿1,500+', coupon_code: null, discount_type: 'by_percent', discount_amount: 5, min_subtotal: 150_000, sort_order: 10 },
      { label_th: 'คูปองลด 10%', label_en: '10% off coupon', coupon_code: 'TALAT10', discount_type: 'by_percent', discount_amount: 10, min_subtotal: null, sort_order: 20 },
      { label_th: 'คูปองลด ฿50 เมื่อซื้อครบ ฿500', label_en: '฿50 off orders of ฿500+', coupon_code: 'SAVE50', discount_type: 'cart_fixed', discount_amount: 5_000, min_subtotal: 50_000, sort_order: 20 },
      { label_th: 'อาหารทะเลลด 15% (ใช้ได้ครั้งเดียว)', label_en: '15% off seafood (once per customer)', coupon_code: 'SEAFOOD15', discount_type: 'by_percent', discount_amount: 15, min_subtotal: null, category_id: seafood, uses_per_customer: 1, sort_order: 20 },
    ])
    .execute();
  await db
    .insertInto('free_gift_rule')
    .values([
      {
        title_th: 'ซื้อครบ ฿1,000 รับถุงผ้าฟรี', title_en: 'Free tote bag with orders of ฿1,000+',
        title_free_gift_th: 'เลือกของแถมของคุณ', title_free_gift_en: 'Choose your free gift',
        min_subtotal: 100_000, trigger_skus: JSON.stringify([]), promo_skus: JSON.stringify(['TLF001', 'TLF002']), qty: 1, auto_open_popup: true, sort_order: 10,
      },
      {
        title_th: 'ซื้ออีบุ๊กสูตรอาหาร รับสมุดจดสูตรฟรี', title_en: 'Free recipe notebook with a recipe e-book',
        title_free_gift_th: 'ของแถมสำหรับคุณ', title_free_gift_en: 'A gift for you',
        min_subtotal: null, trigger_skus: JSON.stringify(['TLD001', 'TLD002', 'TLD003']), promo_skus: JSON.stringify(['TLF008']), qty: 1, auto_open_popup: false, sort_order: 20,
      },
    ])
    .execute();
  const chilled = await db
    .insertInto('extra_fee')
    .values({ label_th: 'ค่ากล่องเก็บความเย็น', label_en: 'Chilled packaging', description_th: 'สำหรับสินค้าอาหารทะเลสด', description_en: 'For fresh and frozen seafood', condition_type: 'category', category_id: seafood, is_taxable: true, sort_order: 10 })
    .returning('fee_id')
    .executeTakeFirstOrThrow();
  const small = await db
    .insertInto('extra_fee')
    .values({ label_th: 'ค่าบริการคำสั่งซื้อขนาดเล็ก', label_en: 'Small order fee', description_th: 'คำสั่งซื้อต่ำกว่า ฿300', description_en: 'Orders under ฿300', condition_type: 'small_order', threshold: 30_000, is_taxable: true, sort_order: 20 })
    .returning('fee_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('extra_fee_option')
    .values([
      { fee_id: chilled.fee_id, label_th: 'กล่องโฟมพร้อมน้ำแข็ง', label_en: 'Foam box with ice', price: 3_000, is_default: true },
      { fee_id: small.fee_id, label_th: 'ค่าบริการ', label_en: 'Service fee', price: 4_000, is_default: true },
    ])
    .execute();
  await db
    .insertInto('config')
    .values([
      { scope_id: 0, path: ORDER_LIMIT_PATHS.active, value: '1' },
      { scope_id: 0, path: ORDER_LIMIT_PATHS.minAmount, value: '100' },
      { scope_id: 0, path: ORDER_LIMIT_PATHS.maxAmount, value: '50000' },
      { scope_id: 1, path: ORDER_LIMIT_PATHS.minMessage, value: 'ยอดสั่งซื้อขั้นต่ำ %1' },
      { scope_id: 1, path: ORDER_LIMIT_PATHS.maxMessage, value: 'ยอดสั่งซื้อสูงสุดไม่เกิน %1' },
    ])
    .onConflict((oc) => oc.columns(['scope_id', 'path']).doNothing())
    .execute();
  ctx.log(`cart: ${DEMO_CUSTOMERS.length} customers, 4 cart rules (3 coupons), 2 free-gift rules, 2 extra fees`);
}
