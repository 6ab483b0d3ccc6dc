// Storefront spec §9: rich content lazy-load offset 400 and placeholder height 300 (px).
export const LAZY_OFFSET_PX = 400;
export const PLACEHOLDER_HEIGHT_PX = 300;
/** rootMargin for IntersectionObserver: start loading 400 px before the block scrolls into view. */
export const LAZY_ROOT_MARGIN = `${LAZY_OFFSET_PX}px 0px ${LAZY_OFFSET_PX}px 0px`;
