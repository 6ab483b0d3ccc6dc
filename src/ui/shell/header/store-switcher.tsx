// Store view (language) switcher: hidden with one store view or fewer. Choosing another view rebuilds the
// current path as /{storeCode}/... with that view's category or product URL suffix, and the store-switch
// machine stores the view and loads that path. The menu is store-menu.tsx.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { StoreView } from '../../../api/services/available-stores';
import { storeSwitchPath, type SwitchPageType } from '../../../lib/store-path';
import { useShellActors } from '../../providers/shell-actors';
import { useBootstrap } from '../../providers/shell-data';
import { shellText } from '../messages';
import { DeferredMenu, menuLoader } from '../../common/deferred-menu';
import type { StoreMenuProps } from './store-menu';

// The menu itself loads when first wanted (deferred-menu.tsx).
const loadMenu = menuLoader<StoreMenuProps>(() => import('./store-menu').then((module) => module.StoreMenu));

export function StoreSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const { storeViews } = useBootstrap();
  const { storeSwitch, routeResolution } = useShellActors();
  const current = useSelector(storeSwitch, (snapshot) => snapshot.context.storeCode);
  const pageType = useSelector(routeResolution, (snapshot): SwitchPageType => {
    const page = snapshot.matches('found') ? snapshot.context.page : null;
    return page && page.type !== 'CMS_PAGE' ? page.type : 'OTHER';
  });
  const { pathname, search } = useLocation();
  if (storeViews.length <= 1) return null;
  const currentView = storeViews.find((view) => view.code === current);

  const switchTo = (target: StoreView) => {
    const path = storeSwitchPath({
      pathname,
      search,
      pageType,
      targetStoreCode: target.code,
      from: { category_url_suffix: currentView?.categoryUrlSuffix, product_url_suffix: currentView?.productUrlSuffix },
      to: { category_url_suffix: target.categoryUrlSuffix, product_url_suffix: target.productUrlSuffix },
      storeCodes: storeViews.map((view) => view.code),
    });
    storeSwitch.send({ type: 'store.switch', storeCode: target.code, path });
  };

  const label = intl.formatMessage(shellText.language);
  const buttonClass = ['switcher', className].filter(Boolean).join(' ');
  const name = currentView?.name ?? current;
  return (
    <DeferredMenu load={loadMenu} menu={{ className: buttonClass, label, name, current, storeViews, onSwitch: switchTo }} className={buttonClass} label={`${label}: ${name}`}>
      {name} ▾
    </DeferredMenu>
  );
}
