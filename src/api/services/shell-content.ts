// Identifiers the shell needs that storeConfig does not expose (yet). They match the seeded config paths
// talat/header/promo_block, talat/footer/links_block, talat/menu/mobile_block and talat/general/b2b_identifier
// (server/db/seed/stores-and-config.ts); see docs/decisions/shell-content-identifiers.md.

export const PROMO_BLOCK_ID = 'promo';
export const FOOTER_LINKS_BLOCK_ID = 'footer-links';
export const MOBILE_MENU_BLOCK_ID = 'mobile-menu';
/** Links to the business-type pages; each link carries data-id-redirect (account spec section 2). */
export const SHOP_BY_BUSINESS_BLOCK_ID = 'shop-by-business';
/** A guest on / stays on the home page only when the stored data-id-redirect equals this value. */
export const B2B_IDENTIFIER = 'b2b';
