// CMS block identifiers the shell needs that storeConfig does not expose. They match the seeded config paths
// talat/header/promo_block, talat/footer/links_block and talat/menu/mobile_block
// (server/db/seed/stores-and-config.ts); see docs/decisions/shell-content-identifiers.md. The business
// identifier is storeConfig.b2b_redirect_identifier (StoreConfig.businessIdentifier).

export const PROMO_BLOCK_ID = 'promo';
export const FOOTER_LINKS_BLOCK_ID = 'footer-links';
export const MOBILE_MENU_BLOCK_ID = 'mobile-menu';
/** Links to the business-type pages; each link carries data-id-redirect (account spec section 2). */
export const SHOP_BY_BUSINESS_BLOCK_ID = 'shop-by-business';
