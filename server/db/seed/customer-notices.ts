import { sql, type QueryExecutorProvider } from 'kysely';

/** The demo business buyer (server/modules/promotions/demo-seed.ts), who gets a notice of their own. */
const DEMO_BUSINESS_EMAIL = 'buyer@krua-thai.example';

/**
 * The demo shop's customer notices: one for every business (b2b) customer, and the demo business buyer's own,
 * which wins over it. Written in SQL so migration 0140 can run it on a shop seeded before it; the type notice is
 * written whatever the customers, the buyer's only once that account exists.
 */
/** Any Kysely instance or transaction (the migration's untyped one, the seed's typed one). */
export async function seedCustomerNotices(db: QueryExecutorProvider): Promise<void> {
  await sql`
    insert into customer_notice (customer_type, format, content_th, content_en)
    select 'b2b', 'text',
      'ลูกค้าธุรกิจ: สั่งก่อน 14:00 น. จัดส่งวันถัดไป และแนบใบกำกับภาษีเต็มรูปไปกับสินค้า',
      'Business customers: order by 14:00 for next-day delivery; the full tax invoice comes with the goods.'
    where not exists (select 1 from customer_notice where customer_type = 'b2b' and is_active)
  `.execute(db);
  await sql`
    insert into customer_notice (customer_id, format, content_th, content_en, url)
    select c.customer_id, 'link',
      'ครัวไทย: วงเงินเครดิตบริษัทของคุณพร้อมใช้ ดูยอดคงเหลือก่อนสั่งซื้อ',
      'Krua Thai: your company credit is ready; check the balance before you order.',
      '/customer/credit/'
    from customer c
    where lower(c.email) = ${DEMO_BUSINESS_EMAIL}
      and not exists (select 1 from customer_notice n where n.customer_id = c.customer_id and n.is_active)
  `.execute(db);
}
