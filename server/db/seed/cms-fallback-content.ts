import type { SeededCategory } from './categories';
import { banner, buttons, columns, heading, image, products, row, slider, text } from './page-builder-html';
import type { Lang } from './seed-context';

/** Our own Page Builder content, used for each identifier the demo fixtures do not provide. */
export function fallbackContent(identifier: string, lang: Lang, byKey: Map<string, SeededCategory>): string | null {
  const t = (th: string, en: string) => (lang === 'th' ? th : en);
  const categoryLink = (key: string) => `/${byKey.get(key)?.urlPath ?? key}.html`;
  const tops = ['fruits-vegetables', 'meat', 'seafood', 'rice-grains'];
  switch (identifier) {
    case 'home':
      return [
        row(slider([
          { image: 'wysiwyg/home/hero-fresh.jpg', title: t('ผักผลไม้สดทุกเช้า', 'Fresh produce every morning'), body: t('ส่งตรงจากสวนถึงร้านของคุณ', 'From the farm to your kitchen'), button: t('เลือกซื้อ', 'Shop now'), href: categoryLink('fruits-vegetables') },
          { image: 'wysiwyg/home/hero-seafood.jpg', title: t('อาหารทะเลสดจากอ่าวไทย', 'Seafood from the Gulf of Siam'), body: t('ส่งแบบควบคุมความเย็น', 'Cold-chain delivery'), button: t('ดูสินค้า', 'See products'), href: categoryLink('seafood') },
          { image: 'wysiwyg/home/hero-packaging.jpg', title: t('บรรจุภัณฑ์สำหรับร้านเดลิเวอรี่', 'Packaging for delivery kitchens'), body: t('ราคาส่งสำหรับธุรกิจ', 'Trade prices for businesses'), button: t('ดูสินค้า', 'See products'), href: categoryLink('packaging-supplies') },
        ]), 'full-width'),
        row(heading(t('หมวดหมู่ยอดนิยม', 'Popular categories')) + columns(tops.map((key) => image(`wysiwyg/home/category-${key}.jpg`, byKey.get(key)?.name[lang] ?? key, categoryLink(key))))),
        row(heading(t('ผักและผลไม้แนะนำ', 'Featured fruits & vegetables')) + products(byKey.get('fruits-vegetables')?.id ?? 3, 8)),
        row(heading(t('อาหารทะเลสด', 'Fresh seafood')) + products(byKey.get('seafood')?.id ?? 3, 8, 'grid')),
      ].join('');
    case 'landing':
      return [
        row(banner({ image: 'wysiwyg/landing/hero.jpg', title: t('ตลาดออนไลน์สำหรับร้านอาหาร', 'The online market for restaurants'), body: t('วัตถุดิบสด เครื่องปรุง และบรรจุภัณฑ์ ในที่เดียว', 'Fresh ingredients, seasonings and packaging in one place'), button: t('เริ่มช้อปเลย', 'Start shopping'), href: '/' }), 'full-width'),
        row(columns([
          heading(t('สำหรับร้านอาหาร', 'For restaurants'), 3) + text(t('<p>ราคาส่ง ใบกำกับภาษีเต็มรูป และเครดิตเทอมสำหรับลูกค้าธุรกิจ</p>', '<p>Trade prices, full tax invoices and credit terms for business customers.</p>')),
          heading(t('สำหรับครัวเรือน', 'For home kitchens'), 3) + text(t('<p>ของสดคุณภาพเดียวกับร้านอาหาร ส่งถึงบ้าน</p>', '<p>Restaurant-quality fresh food delivered to your home.</p>')),
        ])),
        row(text(t('<p>ลูกค้าธุรกิจ? <a href="/" data-id-redirect="b2b">เข้าสู่ร้านสำหรับธุรกิจ</a></p>', '<p>Business customer? <a href="/" data-id-redirect="b2b">Enter the business shop</a></p>')) + buttons([
          { label: t('สมัครสมาชิก', 'Create an account'), href: '/create-account' },
          { label: t('เข้าสู่ระบบ', 'Sign in'), href: '/sign-in', type: 'secondary' },
        ])),
      ].join('');
    case 'about-us':
      return row(heading(t('เกี่ยวกับเรา', 'About us'), 2) + text(t('<p>ตลาดเป็นตลาดออนไลน์สำหรับร้านอาหารและธุรกิจอาหารในกรุงเทพฯ และปริมณฑล เราคัดสรรวัตถุดิบจากเกษตรกรและผู้ผลิตไทยโดยตรง</p>', '<p>talat is an online market for restaurants and food businesses in Bangkok and nearby provinces. We source directly from Thai farmers and producers.</p>')) + image('wysiwyg/pages/about-us.jpg', t('ทีมงานตลาด', 'The talat team')));
    case 'delivery-policy':
      return row(heading(t('นโยบายการจัดส่ง', 'Delivery policy'), 1) + text(t('<ul><li>จัดส่งในกรุงเทพฯ นนทบุรี ปทุมธานี และสมุทรปราการ</li><li>สั่งก่อน 22:00 น. รับของเช้าวันถัดไป</li><li>สินค้าแช่เย็นจัดส่งด้วยรถควบคุมอุณหภูมิ</li></ul>', '<ul><li>We deliver in Bangkok, Nonthaburi, Pathum Thani and Samut Prakan.</li><li>Order before 22:00 for next-morning delivery.</li><li>Chilled goods travel in temperature-controlled vans.</li></ul>')));
    case 'privacy-policy':
      return row(heading(t('นโยบายความเป็นส่วนตัว', 'Privacy policy'), 1) + text(t('<p>เราเก็บข้อมูลส่วนบุคคลเท่าที่จำเป็นต่อการจัดส่งและให้บริการ ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562</p>', '<p>We collect only the personal data needed to deliver and serve you, under the Thai Personal Data Protection Act B.E. 2562 (2019).</p>')));
    case 'no-route':
      return row(heading(t('ไม่พบหน้าที่คุณต้องการ', "Whoops, our bad..."), 1) + text(t('<p>หน้าที่คุณค้นหาไม่มีอยู่ กรุณากลับไปที่หน้าแรก</p>', '<p>The page you requested was not found. Please go back to the home page.</p>')) + buttons([{ label: t('กลับหน้าแรก', 'Back to Homepage'), href: '/' }]));
    case 'promo':
      return row(text(t('<p style="text-align: center;">ส่งฟรีเมื่อสั่งซื้อครบ 1,500 บาท <a href="/flash-sales">ดูแฟลชเซล</a></p>', '<p style="text-align: center;">Free delivery on orders over ฿1,500 <a href="/flash-sales">See flash sales</a></p>')));
    case 'footer-links':
      return row(columns([
        heading(t('ช่วยเหลือ', 'Help'), 3) + text(t('<ul><li><a href="/delivery-policy">นโยบายการจัดส่ง</a></li><li><a href="/contact-us">ติดต่อเรา</a></li><li><a href="/order-tracking/">ติดตามคำสั่งซื้อ</a></li></ul>', '<ul><li><a href="/delivery-policy">Delivery policy</a></li><li><a href="/contact-us">Contact us</a></li><li><a href="/order-tracking/">Track an order</a></li></ul>')),
        heading(t('เกี่ยวกับตลาด', 'About talat'), 3) + text(t('<ul><li><a href="/about-us">เกี่ยวกับเรา</a></li><li><a href="/privacy-policy">นโยบายความเป็นส่วนตัว</a></li><li><a href="/brands">แบรนด์</a></li></ul>', '<ul><li><a href="/about-us">About us</a></li><li><a href="/privacy-policy">Privacy policy</a></li><li><a href="/brands">Brands</a></li></ul>')),
      ]));
    case 'mobile-menu':
      return row(text(t('<ul><li><a href="/flash-sales">แฟลชเซล</a></li><li><a href="/buy-often">สินค้าที่ซื้อบ่อย</a></li><li><a href="/brands">แบรนด์</a></li><li><a href="/contact-us">ติดต่อเรา</a></li></ul>', '<ul><li><a href="/flash-sales">Flash sales</a></li><li><a href="/buy-often">Buy often</a></li><li><a href="/brands">Brands</a></li><li><a href="/contact-us">Contact us</a></li></ul>')));
    case 'shop-by-business': {
      // The header's shop-by-business menu: each link stores data-id-redirect so a guest lands on the shop.
      const links = [
        ['meat', t('ร้านอาหารตามสั่ง', 'Made-to-order restaurants')],
        ['coffee-tea', t('ร้านกาแฟและคาเฟ่', 'Coffee shops and cafes')],
        ['noodles', t('ร้านก๋วยเตี๋ยว', 'Noodle shops')],
        ['seafood', t('ร้านอาหารทะเล', 'Seafood restaurants')],
        ['packaging-supplies', t('ร้านเดลิเวอรี่', 'Delivery kitchens')],
      ] as const;
      return row(text(`<ul>${links.map(([key, label]) => `<li><a href="${categoryLink(key)}" data-id-redirect="b2b">${label}</a></li>`).join('')}</ul>`));
    }
    case 'footer-contact':
      return row(heading(t('ติดต่อเรา', 'Contact us'), 3) + text(t('<p>โทร 02-123-4567<br>ทุกวัน 07:00-20:00 น.<br><a href="https://line.me/" target="_blank">LINE: @talat</a></p>', '<p>Phone 02-123-4567<br>Daily 07:00-20:00<br><a href="https://line.me/" target="_blank">LINE: @talat</a></p>')));
    case 'footer-payment':
      return row(heading(t('ช่องทางชำระเงิน', 'Payment methods'), 3) + image('wysiwyg/footer/payment-methods.png', t('บัตรเครดิต พร้อมเพย์ LINE Pay TrueMoney', 'Cards, PromptPay, LINE Pay, TrueMoney')));
    case 'category-fruits-vegetables':
      return row(banner({ image: 'wysiwyg/category/fruits-vegetables.jpg', title: t('ผักผลไม้สดจากสวน', 'Fresh from the farm'), body: t('เก็บเช้า ส่งเช้า', 'Picked and delivered the same morning') }));
    case 'category-seafood':
      return row(banner({ image: 'wysiwyg/category/seafood.jpg', title: t('อาหารทะเลสด', 'Fresh seafood'), body: t('จัดส่งแบบควบคุมความเย็นทุกออเดอร์', 'Every order travels cold') }));
    case 'banner-slider-1':
      // The banners of banner-manager blocks with data-slider-id="1" (docs/decisions/content-banner-manager.md).
      return row(slider([
        { image: 'wysiwyg/home/hero-fresh.jpg', title: t('ผักผลไม้สดทุกเช้า', 'Fresh produce every morning'), body: t('ส่งตรงจากสวนถึงร้านของคุณ', 'From the farm to your kitchen'), button: t('เลือกซื้อ', 'Shop now'), href: categoryLink('fruits-vegetables') },
        { image: 'wysiwyg/home/hero-seafood.jpg', title: t('อาหารทะเลสดจากอ่าวไทย', 'Seafood from the Gulf of Siam'), body: t('ส่งแบบควบคุมความเย็น', 'Cold-chain delivery'), button: t('ดูสินค้า', 'See products'), href: categoryLink('seafood') },
      ]), 'full-width');
    default: {
      const brand = /^brand-(.+)-(top|bottom)$/.exec(identifier);
      if (!brand) return null;
      return brand[2] === 'top'
        ? row(banner({ image: `wysiwyg/brand/${brand[1]}-banner.jpg`, title: t('สินค้าแนะนำจากแบรนด์', 'Featured from this brand'), body: t('คุณภาพที่ร้านอาหารไว้วางใจ', 'Quality restaurants trust') }))
        : row(text(t('<p>สินค้าทุกชิ้นผ่านการตรวจคุณภาพก่อนจัดส่ง</p>', '<p>Every product is quality-checked before delivery.</p>')));
    }
  }
}
