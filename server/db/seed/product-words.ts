import type { ImageShape } from './media-images';
import type { Bilingual } from './seed-context';

/**
 * Word lists for generated product names: noun × variety × pack size × brand, per leaf category.
 * "ข้าวหอมมะลิ 100% ตราช้างทอง 5 กก." / "Golden Elephant 100% Jasmine Rice 5 kg".
 */
export interface Noun extends Bilingual {
  /** Baht for the first pack size, before variety and brand factors. */
  price: number;
  shape?: ImageShape;
}

export interface PackSize extends Bilingual {
  /** Amount in the size's unit, to scale the price between sizes. */
  amount: number;
  weightKg: number;
}

export interface LeafWords {
  nouns: Noun[];
  varieties: Bilingual[];
  sizes: PackSize[];
  packaging: string[];
  countries: string[];
  shape: ImageShape;
  /** Unprocessed food is VAT-exempt in Thailand. */
  exempt?: boolean;
  /** Sold by weight: is_weighing, price per kg, quantities in 0.5 kg steps. */
  weighed?: boolean;
  /** Trade goods priced excluding VAT (price1type '2'). */
  b2b?: boolean;
  /** Needs cold-chain delivery. */
  chilled?: boolean;
}

const n = (th: string, en: string, price: number, shape?: ImageShape): Noun => ({ th, en, price, ...(shape ? { shape } : {}) });
const v = (th: string, en: string): Bilingual => ({ th, en });
const PLAIN = v('', '');
const g = (amount: number): PackSize => ({ th: `${amount} ก.`, en: `${amount} g`, amount, weightKg: amount / 1000 });
const kg = (amount: number): PackSize => ({ th: `${amount} กก.`, en: `${amount} kg`, amount: amount * 1000, weightKg: amount });
const ml = (amount: number): PackSize => ({ th: `${amount} มล.`, en: `${amount} ml`, amount, weightKg: amount / 1000 });
const litre = (amount: number): PackSize => ({ th: `${amount} ลิตร`, en: `${amount} L`, amount: amount * 1000, weightKg: amount });
const pcs = (amount: number, th = 'ชิ้น', en = 'pcs'): PackSize => ({ th: `${amount} ${th}`, en: `${amount} ${en}`, amount, weightKg: amount * 0.01 });

const FRESH = [PLAIN, v('ออร์แกนิค', 'Organic'), v('ปลอดสารพิษ', 'Pesticide-free'), v('เกรดพรีเมียม', 'Premium Grade')];
const MEAT = [PLAIN, v('สด', 'Fresh'), v('แช่เย็น', 'Chilled'), v('เกรดพรีเมียม', 'Premium Grade')];
const PANTRY = [PLAIN, v('สูตรต้นตำรับ', 'Original Recipe'), v('สูตรลดโซเดียม', 'Reduced Sodium'), v('เกรดร้านอาหาร', 'Restaurant Grade')];
const RICE = [v('100%', '100%'), v('ข้าวใหม่', 'New Crop'), v('ออร์แกนิค', 'Organic'), v('คัดพิเศษ', 'Premium')];
const DRINK = [PLAIN, v('สูตรไม่มีน้ำตาล', 'Sugar-free'), v('ออร์แกนิค', 'Organic'), v('แพ็คประหยัด', 'Value Pack')];
const SUPPLY = [PLAIN, v('เกรดพรีเมียม', 'Premium'), v('รักษ์โลก', 'Eco'), v('ใช้ไมโครเวฟได้', 'Microwave-safe')];

export const LEAF_WORDS: Record<string, LeafWords> = {
  'leafy-greens': { exempt: true, chilled: true, shape: 'leaf', packaging: ['bag', 'pack'], countries: ['TH'], varieties: FRESH, sizes: [g(250), g(500), kg(1)],
    nouns: [n('ผักบุ้งจีน', 'Morning Glory', 25), n('ผักกาดขาว', 'Chinese Cabbage', 30), n('ผักคะน้า', 'Chinese Kale', 35), n('ผักกวางตุ้ง', 'Choy Sum', 30), n('ผักสลัดกรีนโอ๊ค', 'Green Oak Lettuce', 45)] },
  'root-vegetables': { exempt: true, shape: 'circle', packaging: ['bag', 'sack'], countries: ['TH', 'CN'], varieties: FRESH, sizes: [kg(1), kg(5), kg(10)],
    nouns: [n('มันฝรั่ง', 'Potatoes', 45), n('หอมหัวใหญ่', 'Onions', 40), n('แครอท', 'Carrots', 38), n('กระเทียมไทย', 'Thai Garlic', 120), n('หัวไชเท้า', 'Daikon Radish', 30)] },
  'thai-herbs': { exempt: true, chilled: true, shape: 'leaf', packaging: ['bag', 'pack'], countries: ['TH'], varieties: FRESH, sizes: [g(100), g(500), kg(1)],
    nouns: [n('ตะไคร้', 'Lemongrass', 15), n('ใบมะกรูด', 'Kaffir Lime Leaves', 20), n('ข่า', 'Galangal', 18), n('โหระพา', 'Thai Basil', 15), n('พริกขี้หนู', "Bird's Eye Chillies", 25)] },
  'thai-fruits': { exempt: true, shape: 'circle', packaging: ['box', 'tray', 'carton'], countries: ['TH'], varieties: FRESH, sizes: [kg(1), kg(3), kg(10)],
    nouns: [n('มะม่วงน้ำดอกไม้', 'Nam Dok Mai Mango', 90), n('ทุเรียนหมอนทอง', 'Monthong Durian', 220), n('มังคุด', 'Mangosteen', 80), n('ลำไย', 'Longan', 70), n('มะพร้าวน้ำหอม', 'Aromatic Coconut', 35)] },
  'imported-fruits': { exempt: true, shape: 'circle', packaging: ['box', 'tray', 'carton'], countries: ['NZ', 'US', 'JP', 'AU', 'CN'], varieties: FRESH, sizes: [g(500), kg(1), kg(5)],
    nouns: [n('แอปเปิ้ลฟูจิ', 'Fuji Apples', 95), n('ส้มแมนดาริน', 'Mandarin Oranges', 85), n('องุ่นไร้เมล็ด', 'Seedless Grapes', 150), n('กีวีเขียว', 'Green Kiwifruit', 120)] },
  mushrooms: { exempt: true, chilled: true, shape: 'mushroom', packaging: ['pack', 'tray'], countries: ['TH', 'KR', 'CN'], varieties: FRESH, sizes: [g(200), g(500), kg(1)],
    nouns: [n('เห็ดฟาง', 'Straw Mushrooms', 45), n('เห็ดนางฟ้า', 'Grey Oyster Mushrooms', 35), n('เห็ดหอมสด', 'Fresh Shiitake', 60), n('เห็ดเข็มทอง', 'Enoki Mushrooms', 25)] },
  pork: { exempt: true, chilled: true, weighed: true, shape: 'steak', packaging: ['tray', 'pack'], countries: ['TH'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('หมูสามชั้น', 'Pork Belly', 190), n('หมูสันนอก', 'Pork Loin', 170), n('หมูสับ', 'Minced Pork', 150), n('ซี่โครงหมูอ่อน', 'Pork Spare Ribs', 180), n('หมูสันคอ', 'Pork Collar', 185)] },
  chicken: { exempt: true, chilled: true, weighed: true, shape: 'drumstick', packaging: ['tray', 'pack'], countries: ['TH'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('อกไก่', 'Chicken Breast', 95), n('สะโพกไก่', 'Chicken Thigh', 90), n('ปีกไก่', 'Chicken Wings', 110), n('น่องไก่', 'Chicken Drumsticks', 85), n('ไก่ทั้งตัว', 'Whole Chicken', 80)] },
  'thai-beef': { exempt: true, chilled: true, weighed: true, shape: 'steak', packaging: ['tray', 'pack'], countries: ['TH'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('เนื้อสันใน', 'Beef Tenderloin', 650), n('เนื้อสันนอก', 'Beef Striploin', 520), n('เนื้อน่องลาย', 'Beef Shank', 320), n('เนื้อบด', 'Minced Beef', 280)] },
  'imported-beef': { exempt: true, chilled: true, weighed: true, shape: 'steak', packaging: ['tray', 'pack'], countries: ['AU', 'NZ', 'US', 'JP'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('เนื้อริบอายวากิว', 'Wagyu Ribeye', 2900), n('เนื้อสันนอกแองกัส', 'Angus Striploin', 1450), n('เนื้อชัคโรล', 'Chuck Roll', 780), n('เนื้อใบพาย', 'Oyster Blade', 890)] },
  'sausages-ham': { chilled: true, shape: 'sausage', packaging: ['pack', 'box'], countries: ['TH'], varieties: PANTRY, sizes: [g(500), kg(1), kg(3)],
    nouns: [n('ไส้กรอกหมูรมควัน', 'Smoked Pork Sausages', 120), n('แฮมหมูสไลซ์', 'Sliced Ham', 140), n('เบคอนรมควัน', 'Smoked Bacon', 180), n('กุนเชียง', 'Chinese Sausage', 110), n('หมูยอ', 'Vietnamese Pork Roll', 90)] },
  fish: { exempt: true, chilled: true, weighed: true, shape: 'fish', packaging: ['tray', 'pack'], countries: ['TH', 'NO', 'VN'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('ปลากะพงขาว', 'Barramundi', 260), n('ปลาทับทิม', 'Red Tilapia', 120), n('ปลาแซลมอนนอร์เวย์', 'Norwegian Salmon', 890), n('ปลาทู', 'Short Mackerel', 150), n('ปลาดอลลี่', 'Dory Fillet', 140)] },
  'shrimp-shellfish': { exempt: true, chilled: true, weighed: true, shape: 'shrimp', packaging: ['tray', 'pack'], countries: ['TH'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('กุ้งขาว', 'White Shrimp', 320), n('กุ้งแม่น้ำ', 'River Prawns', 850), n('หอยแมลงภู่', 'Green Mussels', 90), n('หอยแครง', 'Blood Cockles', 120), n('ปูม้า', 'Blue Swimming Crab', 550)] },
  'squid-octopus': { exempt: true, chilled: true, weighed: true, shape: 'squid', packaging: ['tray', 'pack'], countries: ['TH', 'VN'], varieties: MEAT, sizes: [kg(1)],
    nouns: [n('ปลาหมึกกล้วย', 'Bigfin Squid', 280), n('ปลาหมึกสาย', 'Baby Octopus', 240), n('ปลาหมึกกระดอง', 'Cuttlefish', 260)] },
  'frozen-seafood': { exempt: true, chilled: true, shape: 'bag', packaging: ['bag', 'box', 'carton'], countries: ['TH', 'VN', 'NO'], varieties: [PLAIN, v('แช่แข็ง IQF', 'IQF Frozen'), v('แกะเปลือก', 'Peeled'), v('เกรดส่งออก', 'Export Grade')], sizes: [g(500), kg(1), kg(5)],
    nouns: [n('กุ้งแช่แข็ง', 'Frozen Shrimp', 210), n('ปลาหมึกแช่แข็ง', 'Frozen Squid Rings', 170), n('เนื้อปลาแช่แข็ง', 'Frozen Fish Fillet', 150), n('ซีฟู้ดรวม', 'Seafood Mix', 180)] },
  'fish-sauce': { shape: 'bottle', packaging: ['bottle', 'carton'], countries: ['TH'], varieties: [PLAIN, v('แท้', 'Premium'), v('สูตรลดโซเดียม', 'Reduced Sodium'), v('หมักนาน 18 เดือน', '18-Month Aged')], sizes: [ml(300), ml(700), litre(4.5)],
    nouns: [n('น้ำปลาแท้', 'Fish Sauce', 25), n('น้ำปลาปลากะตัก', 'Anchovy Fish Sauce', 35), n('น้ำปลาร้าปรุงสุก', 'Fermented Fish Sauce', 30)] },
  'soy-sauce': { shape: 'bottle', packaging: ['bottle', 'carton'], countries: ['TH', 'JP', 'CN'], varieties: PANTRY, sizes: [ml(300), ml(700), litre(4.5)],
    nouns: [n('ซีอิ๊วขาว', 'Light Soy Sauce', 28), n('ซีอิ๊วดำ', 'Dark Soy Sauce', 30), n('ซอสหอยนางรม', 'Oyster Sauce', 35), n('ซอสปรุงรส', 'Seasoning Sauce', 32)] },
  'chili-sauce': { shape: 'bottle', packaging: ['bottle', 'jar'], countries: ['TH'], varieties: [PLAIN, v('เผ็ดมาก', 'Extra Hot'), v('สูตรกระเทียม', 'Garlic'), v('เกรดร้านอาหาร', 'Restaurant Grade')], sizes: [ml(300), ml(700), litre(4.5)],
    nouns: [n('ซอสพริกศรีราชา', 'Sriracha Chilli Sauce', 35), n('น้ำจิ้มไก่', 'Sweet Chilli Sauce', 30), n('น้ำจิ้มสุกี้', 'Suki Dipping Sauce', 32), n('น้ำพริกเผา', 'Chilli Jam', 45)] },
  'curry-pastes': { shape: 'box', packaging: ['pack', 'jar'], countries: ['TH'], varieties: PANTRY, sizes: [g(50), g(400), kg(1)],
    nouns: [n('พริกแกงเขียวหวาน', 'Green Curry Paste', 15), n('พริกแกงแดง', 'Red Curry Paste', 15), n('พริกแกงมัสมั่น', 'Massaman Curry Paste', 18), n('เครื่องต้มยำ', 'Tom Yum Paste', 20), n('พริกแกงพะแนง', 'Panang Curry Paste', 16)] },
  'sugar-salt': { shape: 'bag', packaging: ['bag', 'sack'], countries: ['TH'], varieties: PANTRY, sizes: [kg(1), kg(5), kg(25)],
    nouns: [n('น้ำตาลทรายขาว', 'White Sugar', 28), n('น้ำตาลมะพร้าว', 'Coconut Sugar', 90), n('เกลือป่น', 'Fine Salt', 12), n('น้ำตาลทรายแดง', 'Brown Sugar', 35)] },
  'cooking-oils': { shape: 'bottle', packaging: ['bottle', 'carton'], countries: ['TH', 'US'], varieties: [PLAIN, v('สูตรทอดกรอบ', 'Frying'), v('ไม่มีโคเลสเตอรอล', 'Cholesterol-free'), v('แพ็คประหยัด', 'Value Pack')], sizes: [litre(1), litre(5), litre(18)],
    nouns: [n('น้ำมันปาล์ม', 'Palm Oil', 48), n('น้ำมันถั่วเหลือง', 'Soybean Oil', 62), n('น้ำมันรำข้าว', 'Rice Bran Oil', 85), n('น้ำมันงา', 'Sesame Oil', 180)] },
  'jasmine-rice': { exempt: true, shape: 'grains', packaging: ['bag', 'sack'], countries: ['TH'], varieties: RICE, sizes: [kg(1), kg(5), kg(15)],
    nouns: [n('ข้าวหอมมะลิ', 'Jasmine Rice', 48), n('ข้าวหอมมะลิทุ่งกุลา', 'Thung Kula Jasmine Rice', 60), n('ข้าวหอมปทุม', 'Pathum Fragrant Rice', 38)] },
  'glutinous-rice': { exempt: true, shape: 'grains', packaging: ['bag', 'sack'], countries: ['TH'], varieties: RICE, sizes: [kg(1), kg(5), kg(15)],
    nouns: [n('ข้าวเหนียวเขี้ยวงู', 'Khiao Ngu Sticky Rice', 55), n('ข้าวเหนียว กข6', 'RD6 Sticky Rice', 45), n('ข้าวเหนียวดำ', 'Black Sticky Rice', 70)] },
  'brown-rice': { exempt: true, shape: 'grains', packaging: ['bag'], countries: ['TH'], varieties: RICE, sizes: [kg(1), kg(2), kg(5)],
    nouns: [n('ข้าวไรซ์เบอร์รี่', 'Riceberry Rice', 85), n('ข้าวกล้องหอมมะลิ', 'Brown Jasmine Rice', 65), n('ข้าวสังข์หยด', 'Sangyod Rice', 90)] },
  noodles: { shape: 'noodles', packaging: ['bag', 'pack', 'carton'], countries: ['TH', 'VN', 'CN'], varieties: PANTRY, sizes: [g(500), kg(1), kg(5)],
    nouns: [n('เส้นจันท์', 'Chanthaburi Rice Noodles', 35), n('เส้นหมี่ขาว', 'Rice Vermicelli', 30), n('วุ้นเส้น', 'Glass Noodles', 45), n('บะหมี่ไข่', 'Egg Noodles', 40), n('เส้นใหญ่', 'Wide Rice Noodles', 30)] },
  flour: { shape: 'bag', packaging: ['bag', 'sack'], countries: ['TH', 'US', 'AU'], varieties: PANTRY, sizes: [g(500), kg(1), kg(25)],
    nouns: [n('แป้งข้าวเจ้า', 'Rice Flour', 25), n('แป้งมันสำปะหลัง', 'Tapioca Starch', 22), n('แป้งสาลีอเนกประสงค์', 'All-purpose Flour', 30), n('แป้งทอดกรอบ', 'Tempura Batter Mix', 35)] },
  'beans-grains': { exempt: true, shape: 'bag', packaging: ['bag', 'sack'], countries: ['TH', 'US', 'AU'], varieties: FRESH, sizes: [g(500), kg(1), kg(5)],
    nouns: [n('ถั่วเขียว', 'Mung Beans', 40), n('ถั่วลิสง', 'Peanuts', 60), n('งาขาว', 'White Sesame', 90), n('ข้าวโอ๊ต', 'Rolled Oats', 75)] },
  coffee: { shape: 'cup', packaging: ['bag', 'box'], countries: ['TH', 'VN'], varieties: [v('คั่วกลาง', 'Medium Roast'), v('คั่วเข้ม', 'Dark Roast'), v('อาราบิก้า 100%', '100% Arabica'), v('ดริป', 'Drip')], sizes: [g(250), g(500), kg(1)],
    nouns: [n('กาแฟดอยช้าง', 'Doi Chang Coffee', 180), n('เมล็ดกาแฟอาราบิก้า', 'Arabica Coffee Beans', 220), n('กาแฟโบราณ', 'Thai Traditional Coffee', 90)] },
  tea: { shape: 'cup', packaging: ['box', 'bag'], countries: ['TH', 'JP', 'CN'], varieties: DRINK, sizes: [g(100), g(250), kg(1)],
    nouns: [n('ชาไทย', 'Thai Tea Mix', 60), n('ชาเขียวมัทฉะ', 'Matcha Green Tea', 250), n('ชาอู่หลง', 'Oolong Tea', 180), n('ชาตะไคร้', 'Lemongrass Tea', 70)] },
  juices: { shape: 'bottle', packaging: ['bottle', 'box', 'carton'], countries: ['TH'], varieties: DRINK, sizes: [ml(250), litre(1), pcs(12, 'ขวด', 'bottles')],
    nouns: [n('น้ำส้มสายน้ำผึ้ง', 'Tangerine Juice', 25), n('น้ำมะพร้าว', 'Coconut Water', 30), n('น้ำฝรั่ง', 'Guava Juice', 22), n('น้ำกระเจี๊ยบ', 'Roselle Juice', 20)] },
  'water-soft-drinks': { shape: 'bottle', packaging: ['bottle', 'can', 'carton'], countries: ['TH'], varieties: DRINK, sizes: [ml(600), litre(1.5), pcs(24, 'ขวด', 'bottles')],
    nouns: [n('น้ำดื่ม', 'Drinking Water', 7), n('น้ำแร่ธรรมชาติ', 'Mineral Water', 12), n('โซดา', 'Soda Water', 10), n('น้ำอัดลมรสมะนาว', 'Lime Soda', 15)] },
  'milk-dairy': { chilled: true, shape: 'carton', packaging: ['bottle', 'box', 'carton'], countries: ['TH', 'NZ', 'AU'], varieties: DRINK, sizes: [ml(200), litre(1), litre(2)],
    nouns: [n('นมสดพาสเจอร์ไรส์', 'Pasteurised Milk', 15), n('นมจืด UHT', 'UHT Plain Milk', 14), n('โยเกิร์ต', 'Yoghurt', 20), n('วิปปิ้งครีม', 'Whipping Cream', 60), n('เนยจืด', 'Unsalted Butter', 90)] },
  'food-containers': { b2b: true, shape: 'box', packaging: ['pack', 'carton'], countries: ['TH', 'CN'], varieties: SUPPLY, sizes: [pcs(50), pcs(100), pcs(500)],
    nouns: [n('กล่องข้าวพลาสติก', 'Plastic Meal Box', 90), n('กล่องกระดาษใส่อาหาร', 'Paper Food Box', 120), n('ถ้วยซุปพร้อมฝา', 'Soup Cup with Lid', 85), n('ชามชานอ้อย', 'Bagasse Bowl', 110)] },
  'bags-wraps': { b2b: true, shape: 'bag', packaging: ['pack', 'carton'], countries: ['TH'], varieties: SUPPLY, sizes: [pcs(100), pcs(500), pcs(1000)],
    nouns: [n('ถุงหิ้วพลาสติก', 'Carrier Bags', 45), n('ถุงร้อน', 'Heat-resistant Bags', 40), n('ฟิล์มยืดห่ออาหาร', 'Cling Film Roll', 120), n('ถุงซิปล็อค', 'Zip-lock Bags', 95)] },
  'kitchen-tools': { b2b: true, shape: 'box', packaging: ['piece', 'box'], countries: ['TH', 'CN', 'JP'], varieties: SUPPLY, sizes: [pcs(1), pcs(3), pcs(12)],
    nouns: [n('มีดหั่นสแตนเลส', 'Stainless Chef Knife', 250), n('เขียงไม้มะขาม', 'Tamarind Chopping Board', 320), n('ตะหลิวสแตนเลส', 'Stainless Spatula', 120), n('กระชอนลวด', 'Wire Strainer', 90)] },
  cleaning: { b2b: true, shape: 'bottle', packaging: ['bottle', 'carton'], countries: ['TH'], varieties: SUPPLY, sizes: [ml(500), litre(3.8), litre(20)],
    nouns: [n('น้ำยาล้างจาน', 'Dishwashing Liquid', 35), n('น้ำยาถูพื้น', 'Floor Cleaner', 45), n('น้ำยาฆ่าเชื้อ', 'Disinfectant', 80), n('น้ำยาขจัดคราบมัน', 'Degreaser', 95)] },
  snacks: { shape: 'bag', packaging: ['bag', 'box', 'carton'], countries: ['TH'], varieties: [PLAIN, v('รสดั้งเดิม', 'Original'), v('รสเผ็ด', 'Spicy'), v('รสต้มยำ', 'Tom Yum')], sizes: [g(50), g(150), pcs(12, 'ห่อ', 'packs')],
    nouns: [n('ข้าวเกรียบกุ้ง', 'Prawn Crackers', 20), n('มันฝรั่งทอดกรอบ', 'Potato Chips', 25), n('สาหร่ายทอด', 'Crispy Seaweed', 35), n('ถั่วอบกรอบ', 'Roasted Peanuts', 20), n('ทุเรียนทอด', 'Durian Chips', 60)] },
  'canned-food': { shape: 'can', packaging: ['can', 'carton'], countries: ['TH'], varieties: PANTRY, sizes: [g(155), g(400), pcs(24, 'กระป๋อง', 'cans')],
    nouns: [n('ปลาซาร์ดีนในซอสมะเขือเทศ', 'Sardines in Tomato Sauce', 18), n('ทูน่าในน้ำมัน', 'Tuna in Oil', 35), n('กะทิ', 'Coconut Milk', 25), n('ข้าวโพดหวาน', 'Sweet Corn', 22)] },
  'dried-food': { shape: 'bag', packaging: ['bag', 'pack'], countries: ['TH'], varieties: PANTRY, sizes: [g(100), g(500), kg(1)],
    nouns: [n('กุ้งแห้ง', 'Dried Shrimp', 90), n('พริกแห้ง', 'Dried Chillies', 40, 'chili'), n('เห็ดหอมแห้ง', 'Dried Shiitake', 120), n('ปลาหมึกแห้ง', 'Dried Squid', 180)] },
};

/** Leaves that receive generated simple products (services, e-books and promotions are built by hand). */
export const PRODUCT_LEAVES = Object.keys(LEAF_WORDS);
