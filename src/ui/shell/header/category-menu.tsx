// "Shop by category" in the header: the trigger is on the page at once; the flyout menu of levels 2 to 4
// (category-menu-loaded.tsx, React Aria's Menu and submenus) loads when first wanted (deferred-menu.tsx).
import { use } from 'react';
import { useIntl } from 'react-intl';
import { useShellData } from '../../providers/shell-data';
import { shellText } from '../messages';
import { DeferredMenu, menuLoader } from '../../common/deferred-menu';

const loadMenu = menuLoader<object>(() => import('./category-menu-loaded').then((module) => module.LoadedCategoryMenu));

export function CategoryMenu() {
  const intl = useIntl();
  // The tree is asked for as before (the server records it with the page), so the menu opens without a request.
  use(useShellData().menu());
  return (
    <DeferredMenu load={loadMenu} menu={{}} className="menu-trigger menu-trigger--primary">
      ☰ {intl.formatMessage(shellText.shopByCategory)}
    </DeferredMenu>
  );
}
