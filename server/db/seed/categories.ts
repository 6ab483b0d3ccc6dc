import { CATEGORY_TREE, type CategoryNode } from './category-tree';
import { insertRows, type Row } from './insert-rows';
import type { ImageQueue } from './media-images';
import type { Bilingual, SeedContext } from './seed-context';
import { ROOT_CATEGORY_ID } from './stores-and-config';

export interface SeededCategory {
  id: number;
  key: string;
  name: Bilingual;
  level: number;
  urlPath: string;
  isLeaf: boolean;
  /** Top-level (level 2) key: drives colours, tax class and brands of the products below it. */
  topKey: string;
  hue: number;
  /** Names from the top-level category down to this one, for search text and breadcrumbs. */
  trail: Bilingual[];
}

/**
 * Magento's numbering: "Root Catalog" id 1 level 0, "Default Category" id 2 level 1 (the store's root
 * category), then levels 2 to 4 which the header menu shows as three flyout columns.
 */
export interface CategoryPlan {
  rows: Row<'category'>[];
  texts: Row<'category_text'>[];
  seeded: SeededCategory[];
}

export async function seedCategories(ctx: SeedContext, images: ImageQueue): Promise<SeededCategory[]> {
  const plan = planCategories(ctx.now, images);
  await insertRows(ctx.db, 'category', plan.rows);
  await insertRows(ctx.db, 'category_text', plan.texts);
  return plan.seeded;
}

/** The tree's rows and ids, without writing: a top-up rebuilds the same ids to place new products. */
export function planCategories(now: Date, images: ImageQueue): CategoryPlan {
  const seeded: SeededCategory[] = [];
  const rows: Row<'category'>[] = [
    { category_id: 1, parent_id: null, path: '1', level: 0, position: 0, include_in_menu: false, url_key: 'root-catalog', url_path: 'root-catalog', image: null, thumbnail: null, menu_icon: null, cms_block_identifier: null, created_at: now, updated_at: now },
    { category_id: ROOT_CATEGORY_ID, parent_id: 1, path: `1/${ROOT_CATEGORY_ID}`, level: 1, position: 1, include_in_menu: true, url_key: 'default-category', url_path: 'default-category', image: null, thumbnail: null, menu_icon: null, cms_block_identifier: null, created_at: now, updated_at: now },
  ];
  const texts: Row<'category_text'>[] = [
    { category_id: 1, store_id: 1, name: 'Root Catalog', description: null, meta_title: null, meta_keywords: null, meta_description: null },
    { category_id: 1, store_id: 2, name: 'Root Catalog', description: null, meta_title: null, meta_keywords: null, meta_description: null },
    { category_id: ROOT_CATEGORY_ID, store_id: 1, name: 'หมวดหมู่หลัก', description: null, meta_title: null, meta_keywords: null, meta_description: null },
    { category_id: ROOT_CATEGORY_ID, store_id: 2, name: 'Default Category', description: null, meta_title: null, meta_keywords: null, meta_description: null },
  ];
  let nextId = ROOT_CATEGORY_ID + 1;

  const visit = (node: CategoryNode, parent: { id: number; path: string; level: number; urlPath: string | null; hidden: boolean }, position: number, topKey: string, hue: number, trail: Bilingual[]) => {
    const id = nextId++;
    const level = parent.level + 1;
    const urlPath = parent.urlPath ? `${parent.urlPath}/${node.key}` : node.key;
    const path = `${parent.path}/${id}`;
    const hidden = parent.hidden || Boolean(node.hidden);
    const name = { th: node.th, en: node.en };
    const image = `${node.key}.jpg`;
    images.add({ kind: 'category', file: `catalog/category/${image}`, title: node.en, hue: hue + level * 8 });
    const menuIcon = level === 2 ? `icons/${node.key}.png` : null;
    if (menuIcon) images.add({ kind: 'icon', file: `catalog/category/${menuIcon}`, title: node.en, hue });
    rows.push({
      category_id: id, parent_id: parent.id, path, level, position, include_in_menu: !hidden, is_active: true, is_anchor: true,
      display_mode: node.cmsBlock ? 'PRODUCTS_AND_PAGE' : 'PRODUCTS', default_sort_by: 'position',
      url_key: node.key, url_path: urlPath, image, thumbnail: image, menu_icon: menuIcon,
      cms_block_identifier: node.cmsBlock ?? null, created_at: now, updated_at: now,
    });
    for (const [storeId, lang] of [[1, 'th'], [2, 'en']] as const) {
      const label = name[lang];
      texts.push({
        category_id: id, store_id: storeId, name: label,
        description: lang === 'th' ? `<p>เลือกซื้อ${label}คุณภาพดีสำหรับร้านอาหารและครัวเรือน ส่งตรงถึงร้านของคุณ</p>` : `<p>Quality ${label.toLowerCase()} for restaurants and home kitchens, delivered to your door.</p>`,
        meta_title: lang === 'th' ? `${label} | ตลาด` : `${label} | talat`,
        meta_keywords: label,
        meta_description: lang === 'th' ? `${label} ราคาส่ง สั่งออนไลน์ที่ตลาด` : `Buy ${label.toLowerCase()} wholesale online at talat`,
      });
    }
    const ownTrail = [...trail, name];
    seeded.push({ id, key: node.key, name, level, urlPath, isLeaf: !node.children?.length, topKey, hue, trail: ownTrail });
    node.children?.forEach((child, index) => visit(child, { id, path, level, urlPath, hidden }, index + 1, topKey, hue, ownTrail));
  };

  CATEGORY_TREE.forEach((top, index) => {
    const hue = (index * 37) % 360;
    visit(top, { id: ROOT_CATEGORY_ID, path: `1/${ROOT_CATEGORY_ID}`, level: 1, urlPath: null, hidden: false }, index + 1, top.key, hue, []);
  });

  return { rows, texts, seeded };
}
