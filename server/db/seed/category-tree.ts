/**
 * The demo shop's category tree below "Default Category" (Magento levels 2 to 4). Keys are English url
 * slugs; url_path joins them. Products go into leaves; anchors aggregate their children on the query side.
 */
export interface CategoryNode {
  key: string;
  th: string;
  en: string;
  /** Hidden from menus (include_in_menu false): reachable by URL and search only. */
  hidden?: boolean;
  /** A CMS block shown above the product list (display_mode PRODUCTS_AND_PAGE). */
  cmsBlock?: string;
  children?: CategoryNode[];
}

export const CATEGORY_TREE: CategoryNode[] = [
  {
    key: 'fruits-vegetables', th: 'ผักและผลไม้', en: 'Fruits & Vegetables', cmsBlock: 'category-fruits-vegetables',
    children: [
      {
        key: 'vegetables', th: 'ผักสด', en: 'Fresh Vegetables',
        children: [
          { key: 'leafy-greens', th: 'ผักใบเขียว', en: 'Leafy Greens' },
          { key: 'root-vegetables', th: 'ผักหัวและผักราก', en: 'Root Vegetables' },
          { key: 'thai-herbs', th: 'สมุนไพรไทย', en: 'Thai Herbs' },
        ],
      },
      {
        key: 'fruits', th: 'ผลไม้', en: 'Fruits',
        children: [
          { key: 'thai-fruits', th: 'ผลไม้ไทย', en: 'Thai Fruits' },
          { key: 'imported-fruits', th: 'ผลไม้นำเข้า', en: 'Imported Fruits' },
        ],
      },
      { key: 'mushrooms', th: 'เห็ด', en: 'Mushrooms' },
    ],
  },
  {
    key: 'meat', th: 'เนื้อสัตว์', en: 'Meat',
    children: [
      { key: 'pork', th: 'เนื้อหมู', en: 'Pork' },
      { key: 'chicken', th: 'เนื้อไก่', en: 'Chicken' },
      {
        key: 'beef', th: 'เนื้อวัว', en: 'Beef',
        children: [
          { key: 'thai-beef', th: 'เนื้อวัวไทย', en: 'Thai Beef' },
          { key: 'imported-beef', th: 'เนื้อวัวนำเข้า', en: 'Imported Beef' },
        ],
      },
      { key: 'sausages-ham', th: 'ไส้กรอกและแฮม', en: 'Sausages & Ham' },
    ],
  },
  {
    key: 'seafood', th: 'อาหารทะเล', en: 'Seafood', cmsBlock: 'category-seafood',
    children: [
      { key: 'fish', th: 'ปลา', en: 'Fish' },
      { key: 'shrimp-shellfish', th: 'กุ้งและหอย', en: 'Shrimp & Shellfish' },
      { key: 'squid-octopus', th: 'ปลาหมึก', en: 'Squid & Octopus' },
      { key: 'frozen-seafood', th: 'อาหารทะเลแช่แข็ง', en: 'Frozen Seafood' },
    ],
  },
  {
    key: 'seasonings', th: 'เครื่องปรุง', en: 'Seasonings & Sauces',
    children: [
      {
        key: 'sauces', th: 'ซอส', en: 'Sauces',
        children: [
          { key: 'fish-sauce', th: 'น้ำปลา', en: 'Fish Sauce' },
          { key: 'soy-sauce', th: 'ซีอิ๊วและซอสปรุงรส', en: 'Soy & Seasoning Sauces' },
          { key: 'chili-sauce', th: 'ซอสพริก', en: 'Chilli Sauces' },
        ],
      },
      { key: 'curry-pastes', th: 'พริกแกงและเครื่องแกง', en: 'Curry Pastes' },
      { key: 'sugar-salt', th: 'น้ำตาลและเกลือ', en: 'Sugar & Salt' },
      { key: 'cooking-oils', th: 'น้ำมันพืช', en: 'Cooking Oils' },
    ],
  },
  {
    key: 'rice-grains', th: 'ข้าวและธัญพืช', en: 'Rice & Grains',
    children: [
      {
        key: 'rice', th: 'ข้าวสาร', en: 'Rice',
        children: [
          { key: 'jasmine-rice', th: 'ข้าวหอมมะลิ', en: 'Jasmine Rice' },
          { key: 'glutinous-rice', th: 'ข้าวเหนียว', en: 'Glutinous Rice' },
          { key: 'brown-rice', th: 'ข้าวกล้องและข้าวไรซ์เบอร์รี่', en: 'Brown & Riceberry Rice' },
        ],
      },
      { key: 'noodles', th: 'เส้นก๋วยเตี๋ยวและบะหมี่', en: 'Noodles' },
      { key: 'flour', th: 'แป้ง', en: 'Flour' },
      { key: 'beans-grains', th: 'ถั่วและธัญพืช', en: 'Beans & Grains' },
    ],
  },
  {
    key: 'beverages', th: 'เครื่องดื่ม', en: 'Beverages',
    children: [
      {
        key: 'coffee-tea', th: 'กาแฟและชา', en: 'Coffee & Tea',
        children: [
          { key: 'coffee', th: 'กาแฟ', en: 'Coffee' },
          { key: 'tea', th: 'ชา', en: 'Tea' },
        ],
      },
      { key: 'juices', th: 'น้ำผลไม้', en: 'Juices' },
      { key: 'water-soft-drinks', th: 'น้ำดื่มและน้ำอัดลม', en: 'Water & Soft Drinks' },
      { key: 'milk-dairy', th: 'นมและผลิตภัณฑ์นม', en: 'Milk & Dairy' },
    ],
  },
  {
    key: 'packaging-supplies', th: 'บรรจุภัณฑ์และอุปกรณ์ร้านอาหาร', en: 'Packaging & Restaurant Supplies',
    children: [
      { key: 'food-containers', th: 'กล่องและภาชนะใส่อาหาร', en: 'Food Containers' },
      { key: 'bags-wraps', th: 'ถุงและฟิล์มห่ออาหาร', en: 'Bags & Wraps' },
      { key: 'kitchen-tools', th: 'อุปกรณ์ครัว', en: 'Kitchen Tools' },
      { key: 'cleaning', th: 'น้ำยาทำความสะอาด', en: 'Cleaning Supplies' },
    ],
  },
  {
    key: 'dry-food-snacks', th: 'อาหารแห้งและขนม', en: 'Dry Food & Snacks',
    children: [
      { key: 'snacks', th: 'ขนมขบเคี้ยว', en: 'Snacks' },
      { key: 'canned-food', th: 'อาหารกระป๋อง', en: 'Canned Food' },
      { key: 'dried-food', th: 'อาหารแห้ง', en: 'Dried Food' },
    ],
  },
  {
    key: 'services-ebooks', th: 'บริการและอีบุ๊ก', en: 'Services & E-books',
    children: [
      { key: 'delivery-services', th: 'บริการจัดส่ง', en: 'Delivery Services' },
      { key: 'recipe-ebooks', th: 'อีบุ๊กสูตรอาหาร', en: 'Recipe E-books' },
    ],
  },
  {
    key: 'promotions', th: 'โปรโมชั่น', en: 'Promotions', hidden: true,
    children: [
      { key: 'free-gifts', th: 'ของแถม', en: 'Free Gifts', hidden: true },
      { key: 'gift-sets', th: 'ชุดของขวัญและชุดวัตถุดิบ', en: 'Gift Sets & Meal Kits', hidden: true },
    ],
  },
];
