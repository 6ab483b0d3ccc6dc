import type { SeedContext } from './seed-context';

// The demo shop's marketing popup: on the home page (cms_index_index), one per store view in its language, with
// the newsletter form (Magento's newsletter block markup, which the storefront replaces with its own form). Seen
// once a week per browser (the mb-popup-{unique_id} cookie lives 7 days).

const WEEK_SECONDS = 7 * 24 * 60 * 60;

const newsletterBlock = '<div class="block newsletter"><form class="form subscribe" action="/newsletter/subscriber/new/" method="post"><input name="email" type="email"></form></div>';

export async function seedPopups(ctx: SeedContext): Promise<number> {
  const stores = await ctx.db.selectFrom('store').select(['store_id', 'code']).execute();
  const id = (code: string) => stores.find((s) => s.code === code)?.store_id;
  const th = id('th');
  const en = id('en');
  const rows = [
    th === undefined
      ? null
      : {
          title: 'Home newsletter (th)',
          store_ids: [th],
          sort_order: 10,
          layout_handle: 'cms_index_index',
          unique_id: 'home-newsletter-th',
          cookie_expires: WEEK_SECONDS,
          popup_title: 'รับข่าวสารจากตลาด',
          popup_effect: 'fade',
          popup_width: '480px',
          popup_content: `<p>โปรโมชั่นประจำสัปดาห์ สินค้าใหม่ และเมนูแนะนำสำหรับร้านอาหาร ส่งถึงอีเมลของคุณทุกวันจันทร์</p>${newsletterBlock}`,
        },
    en === undefined
      ? null
      : {
          title: 'Home newsletter (en)',
          store_ids: [en],
          sort_order: 10,
          layout_handle: 'cms_index_index',
          unique_id: 'home-newsletter-en',
          cookie_expires: WEEK_SECONDS,
          popup_title: 'News from talat',
          popup_effect: 'fade',
          popup_width: '480px',
          popup_content: `<p>This week's offers, new products and menu ideas for restaurants, in your inbox every Monday.</p>${newsletterBlock}`,
        },
  ].filter((row) => row !== null);
  if (rows.length) await ctx.db.insertInto('popup_widget').values(rows).execute();
  return rows.length;
}
