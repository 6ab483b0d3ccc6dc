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
  'Could not find a address with ID "{id}"': 'ไม่พบที่อยู่รหัส "{id}"',
  'Current customer does not have permission to address with ID "{id}"': 'คุณไม่มีสิทธิ์ใช้งานที่อยู่รหัส "{id}"',
  'Required parameters are missing: {fields}': 'ยังไม่ได้ระบุข้อมูลที่จำเป็น: {fields}',
  'Invalid value of "{value}" provided for the {field} field.': 'ค่า "{value}" ของช่อง {field} ไม่ถูกต้อง',
  'The address is too long: at most 4 street lines of {max} characters.': 'ที่อยู่ยาวเกินไป: ได้ไม่เกิน 4 บรรทัด บรรทัดละไม่เกิน {max} ตัวอักษร',
  'Customer Address {id} is set as default billing address and can not be deleted': 'ที่อยู่ {id} เป็นที่อยู่สำหรับออกใบเสร็จหลัก จึงลบไม่ได้',
  'Customer Address {id} is set as default shipping address and can not be deleted': 'ที่อยู่ {id} เป็นที่อยู่จัดส่งหลัก จึงลบไม่ได้',
  'Address "id" value should be specified': 'กรุณาระบุรหัสที่อยู่ ("id")',
  'Provided Zip/Postal Code seems to be invalid. Example: {example}.': 'รหัสไปรษณีย์ไม่ถูกต้อง ตัวอย่าง: {example}',
  'Unknown province "{value}".': 'ไม่พบจังหวัด "{value}"',
  'Sub-district "{value}" is not in district "{district}".': 'ตำบล/แขวง "{value}" ไม่อยู่ในอำเภอ/เขต "{district}"',
  'Postcode {value} does not serve this sub-district.': 'รหัสไปรษณีย์ {value} ไม่ตรงกับตำบล/แขวงนี้',
  'District "{value}" is not in province "{province}".': 'อำเภอ/เขต "{value}" ไม่อยู่ในจังหวัด "{province}"',
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
  // Anything a resolver did not throw on purpose (server/graphql/format-errors.ts).
  'Internal server error': 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
} as const satisfies Record<string, string>;
