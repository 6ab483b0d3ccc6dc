// "Shop by business": a popover with the shop-by-business CMS block, whose links carry data-id-redirect so a
// chosen business type is remembered (the content renderer stores it). Hidden when the block does not exist.
// The trigger is on the page at once; the popover (business-menu-loaded.tsx: React Aria's Dialog/Popover and
// the block's content) loads when first wanted (deferred-menu.tsx).
import { use } from 'react';
import { useIntl } from 'react-intl';
import { SHOP_BY_BUSINESS_BLOCK_ID } from '../../../api/services/shell-content';
import { useShellData } from '../../providers/shell-data';
import { shellText } from '../messages';
import { DeferredMenu, menuLoader } from '../../common/deferred-menu';
import type { BusinessMenuProps } from './business-menu-loaded';

const loadMenu = menuLoader<BusinessMenuProps>(() => import('./business-menu-loaded').then((module) => module.LoadedBusinessMenu));

export function BusinessMenu() {
  const intl = useIntl();
  // Asked for as before (the server records it with the page), so the popover opens without a request.
  const block = use(useShellData().cmsBlock(SHOP_BY_BUSINESS_BLOCK_ID));
  if (!block?.content) return null;
  const title = intl.formatMessage(shellText.shopByBusiness);
  return (
    <DeferredMenu load={loadMenu} menu={{ title, html: block.content }} className="menu-trigger">
      {title} ▾
    </DeferredMenu>
  );
}
