/**
 * The Thai store view's server texts, keyed by the exact English text the code sends in the en store
 * (Magento's i18n CSV idea: the English is the key and the default). Placeholders are ICU MessageFormat
 * arguments, formatted by intl-messageformat; every translation uses the same arguments as its key
 * (tests/server/messages-i18n.test.ts checks it). Amounts arrive already formatted as the store formats
 * money (฿1,234.50), quantities as Magento prints them (2, 0.5).
 */
export const TH = {
  // Cart: stock and quantity rules (Magento CatalogInventory, QuoteGraphQl).
  'Product that you are trying to add is not available.': 'สินค้าที่คุณต้องการเพิ่มไม่พร้อมจำหน่ายในขณะนี้',
  'The requested qty is not available': 'สินค้ามีไม่พอตามจำนวนที่ต้องการ',
  'Some of the products are out of stock.': 'สินค้าบางรายการในตะกร้าหมดสต็อก',
  'Not all of your products are available in the requested quantity.': 'สินค้าบางรายการมีไม่พอตามจำนวนที่คุณต้องการ',
  'Could not find a product with SKU "{sku}"': 'ไม่พบสินค้ารหัส "{sku}"',
  'The fewest you may purchase is {qty}.': 'สั่งซื้อได้ขั้นต่ำ {qty}',
  'The most you may purchase is {qty}.': 'สั่งซื้อได้สูงสุด {qty}',
  'You can buy this product only in quantities of {qty} at a time.': 'สินค้านี้สั่งซื้อได้ครั้งละ {qty} เท่านั้น',
  'The product quantity should be greater than 0': 'จำนวนสินค้าต้องมากกว่า 0',
  'The free gift is no longer available for this cart.': 'ของแถมนี้ไม่สามารถใช้กับตะกร้าสินค้านี้ได้แล้ว',
  // Cart: product options.
  'You need to choose options for your item.': 'กรุณาเลือกตัวเลือกสินค้าก่อนเพิ่มลงตะกร้า',
  'Please specify product option(s).': 'กรุณาระบุตัวเลือกสินค้า',
  "The product's required option(s) weren't entered. Make sure the options are entered and try again.":
    'ยังไม่ได้ระบุตัวเลือกที่จำเป็นของสินค้า กรุณาระบุตัวเลือกให้ครบแล้วลองอีกครั้ง',
  'Please specify product link(s).': 'กรุณาเลือกไฟล์ดาวน์โหลดของสินค้า',
  // Cart: order amount conditions (sales/minimum_order and talat's maximum).
  'Minimum order amount is {amount}': 'ยอดสั่งซื้อขั้นต่ำคือ {amount}',
  'Maximum order amount is {amount}': 'ยอดสั่งซื้อสูงสุดคือ {amount}',
  // Cart: coupons.
  'A coupon is already applied to the cart. Please remove it to apply another': 'ตะกร้านี้ใช้คูปองอยู่แล้ว กรุณานำคูปองเดิมออกก่อนใช้คูปองใหม่',
  "The coupon code isn't valid. Verify the code and try again.": 'รหัสคูปองไม่ถูกต้อง กรุณาตรวจสอบรหัสแล้วลองอีกครั้ง',
  'The "{cartId}" Cart doesn\'t contain products.': 'ตะกร้าสินค้า "{cartId}" ยังไม่มีสินค้า',
  // Cart: finding the cart. The storefront recognises an invalid cart by category plus the cart id in the
  // text (src/api/errors.ts), so every Thai text here names the id, the inactive-cart one included.
  'Could not find a cart with ID "{maskedId}"': 'ไม่พบตะกร้าสินค้ารหัส "{maskedId}"',
  "The cart isn't active.": 'ตะกร้าสินค้ารหัส "{maskedId}" ปิดการใช้งานแล้ว',
  'The current user cannot perform operations on cart "{maskedId}"': 'คุณไม่มีสิทธิ์ใช้งานตะกร้าสินค้ารหัส "{maskedId}"',
  'Cart with ID "{cartId}" already exists.': 'มีตะกร้าสินค้ารหัส "{cartId}" อยู่แล้ว',
  'Cart ID length should be 32 characters.': 'รหัสตะกร้าสินค้าต้องยาว 32 ตัวอักษร',
  'Use `Query.customerCart` for logged in customer.': 'ลูกค้าที่เข้าสู่ระบบแล้วใช้ตะกร้าสินค้าของบัญชี (`Query.customerCart`)',
  // Cart: items and required arguments.
  "The cart doesn't contain the item": 'ไม่มีสินค้ารายการนี้ในตะกร้า',
  'Could not find cart item with id: {id}.': 'ไม่พบสินค้ารหัส {id} ในตะกร้า',
  'Required parameter "{name}" is missing': 'ไม่ได้ระบุข้อมูล "{name}" ที่จำเป็น',
  'Required parameter "{name}" is missing.': 'ไม่ได้ระบุข้อมูล "{name}" ที่จำเป็น',
  'Required parameter "quantity" for "cart_items" is missing.': 'ไม่ได้ระบุจำนวน ("quantity") ของสินค้าใน "cart_items"',
  // Customers.
  'Specify the "{field}" value.': 'กรุณาระบุ "{field}"',
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    'อีเมลหรือรหัสผ่านไม่ถูกต้อง หรือบัญชีของคุณถูกระงับชั่วคราว กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  "The current customer isn't authorized.": 'คุณยังไม่ได้เข้าสู่ระบบหรือเซสชันหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  // Customer accounts: registration, profile, email and password (Magento CustomerGraphQl texts).
  'A customer with the same email address already exists in an associated website.': 'อีเมลนี้มีบัญชีอยู่แล้ว',
  '"{email}" is not a valid email address.': '"{email}" ไม่ใช่อีเมลที่ถูกต้อง',
  '"{field}" is a required value.': 'กรุณาระบุ "{field}"',
  'Invalid date of birth "{value}".': 'วันเกิด "{value}" ไม่ถูกต้อง',
  '"{value}" is not a valid gender.': '"{value}" ไม่ใช่ค่าเพศที่ถูกต้อง',
  '"{value}" is not a valid customer type.': '"{value}" ไม่ใช่ประเภทลูกค้าที่ถูกต้อง',
  'Invalid login or password.': 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  'Email is invalid': 'อีเมลไม่ถูกต้อง',
  'Sign-in with a mobile number is not available. Sign in with your email address.': 'ยังไม่รองรับการเข้าสู่ระบบด้วยหมายเลขโทรศัพท์ กรุณาเข้าสู่ระบบด้วยอีเมล',
  'Use updateCustomerEmail or changeCustomerPassword to change the email address or the password.':
    'การเปลี่ยนอีเมลหรือรหัสผ่านต้องใช้ updateCustomerEmail หรือ changeCustomerPassword',
  'The password can be at most {max} characters long.': 'รหัสผ่านยาวได้ไม่เกิน {max} ตัวอักษร',
  'The password needs at least {min} characters. Create a new password and try again.': 'รหัสผ่านต้องมีอย่างน้อย {min} ตัวอักษร กรุณาตั้งรหัสผ่านใหม่แล้วลองอีกครั้ง',
  "The password can't begin or end with a space. Verify the password and try again.": 'รหัสผ่านต้องไม่ขึ้นต้นหรือลงท้ายด้วยช่องว่าง กรุณาตรวจสอบแล้วลองอีกครั้ง',
  'Minimum of different classes of characters in password is {count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.':
    'รหัสผ่านต้องมีตัวอักษรอย่างน้อย {count} ประเภท จากตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และอักขระพิเศษ',
  "The password can't be the same as the email address. Create a new password and try again.": 'รหัสผ่านต้องไม่เหมือนกับอีเมล กรุณาตั้งรหัสผ่านใหม่แล้วลองอีกครั้ง',
  // Customer accounts: password reset.
  'You must specify an email address.': 'กรุณาระบุอีเมล',
  'The email address has an invalid format.': 'รูปแบบอีเมลไม่ถูกต้อง',
  'resetPasswordToken must be specified': 'ไม่ได้ระบุรหัสสำหรับตั้งรหัสผ่านใหม่ (resetPasswordToken)',
  'newPassword must be specified': 'กรุณาระบุรหัสผ่านใหม่',
  'The password token is mismatched. Reset and try again.': 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่แล้วลองอีกครั้ง',
  'The password token is expired. Reset and try again.': 'ลิงก์ตั้งรหัสผ่านใหม่หมดอายุแล้ว กรุณาขอลิงก์ใหม่แล้วลองอีกครั้ง',
  // Customer accounts: address book.
  'Current customer does not have permission to address with ID "{id}"': 'คุณไม่มีสิทธิ์ใช้งานที่อยู่รหัส "{id}"',
  'Required parameters are missing: {fields}': 'ยังไม่ได้ระบุข้อมูลที่จำเป็น: {fields}',
  'The address is too long: at most 4 street lines of {max} characters.': 'ที่อยู่ยาวเกินไป: ได้ไม่เกิน 4 บรรทัด บรรทัดละไม่เกิน {max} ตัวอักษร',
  'Customer Address {id} is set as default billing address and can not be deleted': 'ที่อยู่ {id} เป็นที่อยู่สำหรับออกใบเสร็จหลัก จึงลบไม่ได้',
  'Customer Address {id} is set as default shipping address and can not be deleted': 'ที่อยู่ {id} เป็นที่อยู่จัดส่งหลัก จึงลบไม่ได้',
  'Address "id" value should be specified': 'กรุณาระบุรหัสที่อยู่ ("id")',
  // Saved payment methods (Magento VaultGraphQl).
  'Could not find a token using public hash: {hash}': 'ไม่พบวิธีชำระเงินที่บันทึกไว้รหัส {hash}',
  // Product reviews (Magento ReviewGraphQl).
  "Guest customers aren't allowed to add product reviews.": 'กรุณาเข้าสู่ระบบก่อนเขียนรีวิวสินค้า',
  'Incorrect rating values were provided.': 'คะแนนที่ให้ไม่ถูกต้อง',
  // Social login (Amasty Social Login, LINE-shaped sandbox).
  '{network} sign-in is not available.': 'ยังไม่เปิดให้เข้าสู่ระบบด้วย {network}',
  'The {network} sign-in could not be completed. Please try again.': 'เข้าสู่ระบบด้วย {network} ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  'The {network} sign-in was cancelled.': 'ยกเลิกการเข้าสู่ระบบด้วย {network} แล้ว',
  'Your {network} account shares no email address. Allow access to your email address in {network}, or register with your email address.':
    'บัญชี {network} ของคุณไม่ได้แชร์อีเมล กรุณาอนุญาตให้เข้าถึงอีเมลใน {network} หรือสมัครสมาชิกด้วยอีเมล',
  'An account with this email address already exists. Sign in with your password, then link {network} in your account.':
    'อีเมลนี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่าน แล้วเชื่อมต่อ {network} ที่หน้าบัญชีของคุณ',
  'This {network} account is already linked to another account.': 'บัญชี {network} นี้เชื่อมต่อกับบัญชีอื่นอยู่แล้ว',
  'Your {network} account is linked.': 'เชื่อมต่อบัญชี {network} แล้ว',
  'Your {network} account is already linked.': 'บัญชี {network} ของคุณเชื่อมต่ออยู่แล้ว',
  'Your {network} account is unlinked.': 'ยกเลิกการเชื่อมต่อบัญชี {network} แล้ว',
  'No {network} account is linked.': 'ไม่มีบัญชี {network} ที่เชื่อมต่ออยู่',
  // Contact form.
  "Thanks for contacting us with your comments and questions. We'll respond to you very soon.":
    'ขอบคุณที่ติดต่อเรา เราจะตอบกลับคุณโดยเร็วที่สุด',
  'Enter the Name and try again.': 'กรุณากรอกชื่อแล้วลองอีกครั้ง',
  'Enter the Email and try again.': 'กรุณากรอกอีเมลแล้วลองอีกครั้ง',
  'The email address is invalid. Verify the email address and try again.': 'รูปแบบอีเมลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
  'Invalid mobile number.': 'หมายเลขโทรศัพท์มือถือไม่ถูกต้อง',
  '"{field}" is longer than {max} characters.': '"{field}" ยาวเกิน {max} ตัวอักษร',
  // CMS.
  '"identifiers" of CMS blocks should be specified': 'กรุณาระบุ "identifiers" ของบล็อกเนื้อหา',
  'The CMS block with the "{identifier}" ID doesn\'t exist.': 'ไม่พบบล็อกเนื้อหารหัส "{identifier}"',
  '"Page id/identifier should be specified': 'กรุณาระบุรหัสหรือชื่อของหน้าเนื้อหา',
  'The CMS page with the "{identifier}" ID doesn\'t exist.': 'ไม่พบหน้าเนื้อหา "{identifier}"',
  // Routing.
  '"url" argument should be specified and not empty': 'กรุณาระบุ "url" ห้ามเว้นว่าง',
  'No such entity found with matching URL key: {path}': 'ไม่พบหน้าที่ตรงกับ URL: {path}',
  // Catalogue listing and paging (Magento CatalogGraphQl).
  "'search' or 'filter' input argument is required.": 'กรุณาระบุ "search" หรือ "filter" อย่างน้อยหนึ่งอย่าง',
  'currentPage value {currentPage} specified is greater than the {totalPages} page(s) available.': 'หน้าที่ {currentPage} เกินจำนวนหน้าที่มีอยู่ ({totalPages} หน้า)',
  'currentPage value must be greater than 0.': 'currentPage ต้องมากกว่า 0',
  'pageSize value must be greater than 0.': 'pageSize ต้องมากกว่า 0',
  'pageSize value must be at most {max}.': 'pageSize ต้องไม่เกิน {max}',
  // Shipping services of the demo catalogue (product data keeps the English label, server/db/seed/product-draft.ts).
  'Standard delivery': 'จัดส่งปกติ',
  'Same-day delivery': 'จัดส่งภายในวัน',
  'Cold-chain delivery': 'จัดส่งแบบควบคุมความเย็น',
  'Store pickup': 'รับที่ร้าน',
  'Instant download': 'ดาวน์โหลดได้ทันที',
  // Regions (postcode lookup).
  'Please enter a valid 5-digit postal code.': 'กรุณากรอกรหัสไปรษณีย์ 5 หลักให้ถูกต้อง',
  // Payments (server/modules/payments).
  'Could not find an order with number "{number}"': 'ไม่พบคำสั่งซื้อหมายเลข "{number}"',
  'The current user cannot pay for order "{number}"': 'ผู้ใช้ปัจจุบันไม่สามารถชำระเงินสำหรับคำสั่งซื้อ "{number}" ได้',
  'Order "{number}" is not paid with this payment method.': 'คำสั่งซื้อ "{number}" ไม่ได้เลือกชำระเงินด้วยวิธีนี้',
  'Order "{number}" cannot be paid any more.': 'คำสั่งซื้อ "{number}" ไม่สามารถชำระเงินได้อีกแล้ว',
  'The payment provider is not available right now. Please try again.': 'ผู้ให้บริการชำระเงินไม่พร้อมใช้งานในขณะนี้ กรุณาลองอีกครั้ง',
  // Hostile-input guards (server/graphql/input-guard.ts, server/security/throttle.ts, server/graphql/unavailable-fields.ts).
  '"{field}" contains characters that are not allowed.': '"{field}" มีอักขระที่ไม่อนุญาต',
  '"{field}" is out of range.': '"{field}" อยู่นอกช่วงที่อนุญาต',
  '"{field}" has more than {max} items.': '"{field}" มีมากกว่า {max} รายการ',
  '"{field}" is not one of the allowed values.': '"{field}" ไม่ใช่ค่าที่อนุญาต',
  'Too many attempts. Please wait and try again later.': 'ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  '"{field}" is not available in this store yet.': 'ร้านค้านี้ยังไม่รองรับ "{field}"',
  "The country isn't available.": 'ไม่มีประเทศนี้ให้เลือก',
  // Checkout: Thai addresses, telephone and tax invoice (server/modules/checkout/address-input.ts).
  'The postal code {postcode} does not exist in Thailand.': 'ไม่พบรหัสไปรษณีย์ {postcode} ในประเทศไทย',
  '"{region}" is not a province of Thailand.': '"{region}" ไม่ใช่จังหวัดในประเทศไทย',
  'The postal code {postcode} is not in {province}.': 'รหัสไปรษณีย์ {postcode} ไม่อยู่ในจังหวัด{province}',
  'The district "{city}" does not match postal code {postcode}.': 'อำเภอ/เขต "{city}" ไม่ตรงกับรหัสไปรษณีย์ {postcode}',
  'The sub-district "{subDistrict}" is not in {city} with postal code {postcode}.': 'ตำบล/แขวง "{subDistrict}" ไม่อยู่ใน {city} รหัสไปรษณีย์ {postcode}',
  'Could not find a address with ID "{id}"': 'ไม่พบที่อยู่รหัส "{id}"',
  'Please choose the sub-district for postal code {postcode}.': 'กรุณาเลือกตำบล/แขวงของรหัสไปรษณีย์ {postcode}',
  'We deliver only within Thailand: the country must be TH.': 'เราจัดส่งภายในประเทศไทยเท่านั้น (ประเทศต้องเป็น TH)',
  'The telephone number must have 10 digits and start with 0.': 'หมายเลขโทรศัพท์ต้องมี 10 หลักและขึ้นต้นด้วย 0',
  'Choose the tax invoice type: company or personal.': 'กรุณาเลือกประเภทใบกำกับภาษี: นิติบุคคลหรือบุคคลธรรมดา',
  'The tax identification number must have 13 digits.': 'เลขประจำตัวผู้เสียภาษีต้องมี 13 หลัก',
  'The tax identification number {tin} is not valid: its check digit does not match.': 'เลขประจำตัวผู้เสียภาษี {tin} ไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)',
  'A personal tax invoice needs the first and last name.': 'ใบกำกับภาษีบุคคลธรรมดาต้องระบุชื่อและนามสกุล',
  'A company tax invoice needs the company name.': 'ใบกำกับภาษีนิติบุคคลต้องระบุชื่อบริษัท',
  'Enter the 5-digit branch number, or choose head office.': 'กรุณากรอกเลขที่สาขา 5 หลัก หรือเลือกสำนักงานใหญ่',
  '"{field}" must be a time of day (HH:mm).': '"{field}" ต้องเป็นเวลาในรูปแบบ HH:mm',
  // Checkout: delivery (server/modules/checkout/shipping-methods.ts, delivery-slots.ts).
  'Delivery by time slot': 'จัดส่งตามช่วงเวลาที่เลือก',
  'Delivered today (order before 12:00)': 'ส่งถึงภายในวันนี้ (สั่งก่อน 12:00 น.)',
  'Pick up at the talat shop': 'รับสินค้าเองที่ร้านตลาด',
  'Same-day delivery is available in Bangkok only.': 'บริการจัดส่งภายในวันมีเฉพาะในกรุงเทพมหานคร',
  'No delivery slot is left for today. Please choose another delivery method.': 'ไม่มีช่วงเวลาจัดส่งเหลือสำหรับวันนี้ กรุณาเลือกวิธีจัดส่งอื่น',
  'We sincerely apologize for the inconvenience. Your location is outside our service area.': 'ขออภัยในความไม่สะดวก ที่อยู่ของคุณอยู่นอกพื้นที่ให้บริการ',
  'The delivery slot {date} {option} is not available. Please choose another one.': 'ช่วงเวลาจัดส่ง {date} {option} ไม่สามารถเลือกได้ กรุณาเลือกช่วงเวลาอื่น',
  'Carrier with such method not found: {carrier}, {method}': 'ไม่พบวิธีจัดส่ง {carrier}, {method}',
  'The shipping method "{method}" cannot be used for this address: {reason}': 'ไม่สามารถใช้วิธีจัดส่ง "{method}" กับที่อยู่นี้ได้: {reason}',
  'The shipping address is missing. Set the address and try again.': 'ยังไม่ได้ระบุที่อยู่จัดส่ง กรุณาระบุที่อยู่แล้วลองอีกครั้ง',
  'The shipping method is missing. Select the shipping method and try again.': 'ยังไม่ได้เลือกวิธีจัดส่ง กรุณาเลือกวิธีจัดส่งแล้วลองอีกครั้ง',
  'Please check the billing address information.': 'กรุณาตรวจสอบที่อยู่สำหรับออกใบเสร็จ',
  'The shipping address cannot be used as billing address: none is set yet.': 'ยังไม่มีที่อยู่จัดส่งให้ใช้เป็นที่อยู่สำหรับออกใบเสร็จ',
  // Checkout: payment methods (server/modules/checkout/payment-methods.ts).
  'Credit / debit card (2C2P)': 'บัตรเครดิต / เดบิต (2C2P)',
  'Credit card (KBank K-Payment)': 'บัตรเครดิต (ธนาคารกสิกรไทย K-Payment)',
  'Thai QR payment (KBank)': 'ชำระด้วย Thai QR (ธนาคารกสิกรไทย)',
  'PromptPay QR code (SCB)': 'สแกนจ่ายพร้อมเพย์ QR (ธนาคารไทยพาณิชย์)',
  'SCB EASY app': 'ชำระผ่านแอป SCB EASY',
  'Rabbit LINE Pay': 'แรบบิท ไลน์ เพย์',
  'TrueMoney Wallet': 'ทรูมันนี่ วอลเล็ท',
  'Purchase order': 'ใบสั่งซื้อ (Purchase Order)',
  'No Payment Information Required': 'ไม่ต้องชำระเงิน',
  'The requested Payment Method is not available.': 'ไม่สามารถใช้วิธีชำระเงินที่เลือกได้',
  'Purchase order number is a required field.': 'กรุณากรอกเลขที่ใบสั่งซื้อ',
  'Enter a valid payment method and try again.': 'กรุณาเลือกวิธีชำระเงินแล้วลองอีกครั้ง',
  // Checkout: guest email and placing the order (Magento QuoteGraphQl texts).
  'Invalid email format': 'รูปแบบอีเมลไม่ถูกต้อง',
  'The request is not allowed for logged in customers': 'คำขอนี้ใช้ไม่ได้สำหรับลูกค้าที่เข้าสู่ระบบแล้ว',
  'Guest email for cart is missing.': 'ยังไม่ได้ระบุอีเมลสำหรับคำสั่งซื้อ',
  'Unable to place order: {reason}': 'ไม่สามารถสั่งซื้อได้: {reason}',
  'A server error stopped your order from being placed. Please try to place your order again.': 'ระบบขัดข้องระหว่างสั่งซื้อ กรุณาสั่งซื้ออีกครั้ง',
  // Orders (server/modules/orders).
  "We couldn't locate an order with the information provided.": 'ไม่พบคำสั่งซื้อตามข้อมูลที่ระบุ',
  'The order number "{number}" was not found.': 'ไม่พบคำสั่งซื้อหมายเลข "{number}"',
  'This order can no longer be paid.': 'คำสั่งซื้อนี้ไม่สามารถชำระเงินได้แล้ว',
  'Order confirmation #{number}': 'ยืนยันคำสั่งซื้อ #{number}',
  'Pending': 'รอดำเนินการ',
  'Pending Payment': 'รอชำระเงิน',
  'Payment Failed': 'ชำระเงินไม่สำเร็จ',
  'Processing': 'กำลังดำเนินการ',
  'Canceled': 'ยกเลิกแล้ว',
  'Thank you for your order, {name}!': 'ขอบคุณสำหรับคำสั่งซื้อ คุณ{name}',
  'Order number': 'หมายเลขคำสั่งซื้อ',
  'Payment': 'การชำระเงิน',
  'Delivery': 'การจัดส่ง',
  'Items': 'รายการสินค้า',
  'Subtotal': 'ยอดรวมสินค้า',
  'Discount': 'ส่วนลด',
  'Fees': 'ค่าธรรมเนียม',
  'Delivery fee': 'ค่าจัดส่ง',
  'Grand total': 'ยอดชำระทั้งสิ้น',
  'VAT included': 'รวมภาษีมูลค่าเพิ่ม',
  'Ship to': 'จัดส่งถึง',
  'Track your order at /order-tracking/ with the order number, your email and postcode.': 'ติดตามคำสั่งซื้อได้ที่ /order-tracking/ ด้วยหมายเลขคำสั่งซื้อ อีเมล และรหัสไปรษณีย์',
  // Payments (server/modules/payments).
  // Anything a resolver did not throw on purpose (server/graphql/format-errors.ts).
  'Internal server error': 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  // Page titles the server writes into a page's <title> (server/render/page-head.ts).
  'Search results for "{query}"': 'ผลการค้นหา "{query}"',
  'Search': 'ค้นหา',
  'Brands': 'แบรนด์',
  'Flash sales': 'แฟลชเซล',
  'Buy often': 'สินค้าที่ซื้อบ่อย',
  'Shopping cart': 'ตะกร้าสินค้า',
  'Page not found': 'ไม่พบหน้าที่คุณกำลังค้นหา',
  'Contact Us': 'ติดต่อเรา',
  // Newsletter (Magento_Newsletter's texts) and its confirmation links.
  'This email address is already subscribed.': 'อีเมลนี้สมัครรับจดหมายข่าวแล้ว',
  'This is an invalid subscription confirmation code.': 'ลิงก์ยืนยันการสมัครรับจดหมายข่าวไม่ถูกต้องหรือใช้ไม่ได้แล้ว',
  'You must specify an email address to subscribe to a newsletter.': 'กรุณากรอกอีเมลเพื่อสมัครรับจดหมายข่าว',
  'Enter a valid email address.': 'กรุณากรอกอีเมลให้ถูกต้อง',
  'The newsletter is not available in this store.': 'ร้านนี้ยังไม่มีจดหมายข่าว',
  'Guests can not subscribe to the newsletter. You must create an account to subscribe.': 'ผู้เยี่ยมชมสมัครรับจดหมายข่าวไม่ได้ กรุณาสมัครสมาชิกก่อน',
  'Cannot create a newsletter subscription.': 'ไม่สามารถสมัครรับจดหมายข่าวด้วยอีเมลนี้ได้',
} as const satisfies Record<string, string>;
