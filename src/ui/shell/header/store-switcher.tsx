// Store view (language) switcher: hidden with one store view or fewer. Choosing another view rebuilds the
// current path as /{storeCode}/... with that view's category or product URL suffix, and the store-switch
// machine stores the view and loads that path.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useLocation } from 'react-router';
import type { StoreView } from '../../../api/services/available-stores';
import { storeSwitchPath, type SwitchPageType } from '../../../lib/store-path';
import { useShellActors } from '../../providers/shell-actors';
import { useBootstrap } from '../../providers/shell-data';
import { shellText } from '../messages';

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
  return (
    <MenuTrigger>
      <Button className={['switcher', className].filter(Boolean).join(' ')} aria-label={`${label}: ${currentView?.name ?? current}`}>
        {currentView?.name ?? current} ▾
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          aria-label={label}
          selectionMode="single"
          selectedKeys={[current]}
          onAction={(key) => {
            const target = storeViews.find((view) => view.code === key);
            if (target) switchTo(target);
          }}
        >
          {storeViews.map((view) => (
            <MenuItem key={view.code} id={view.code} className="menu-item" lang={view.locale}>
              {view.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
