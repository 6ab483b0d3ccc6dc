// "Shop by category": levels 2 to 4 of the category tree as three flyout columns (React Aria submenus, so
// arrows, Escape and screen readers work). A category with children opens its column; its first entry links to
// the category itself. The brands item is appended at the root when the brand menu is enabled. Loaded when
// first wanted (category-menu.tsx, deferred-menu.tsx).
import { use } from 'react';
import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import type { MenuCategory } from '../../../api/services/navigation-menu';
import { useShellData, useStoreConfig } from '../../providers/shell-data';
import { shellText, shellValueText } from '../messages';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from '../../common/deferred-menu';

/** Category levels shown: 2, 3 and 4 (the root category is level 1). */
const MAX_DEPTH = 3;

function CategoryItems({ categories, depth }: { categories: readonly MenuCategory[]; depth: number }) {
  const intl = useIntl();
  return categories.map((category) =>
    category.children.length > 0 && depth < MAX_DEPTH ? (
      <SubmenuTrigger key={category.uid}>
        <MenuItem id={category.uid} className="menu-item menu-item--parent" textValue={category.name}>
          {category.name}
          <span aria-hidden="true" className="menu-item__chevron">›</span>
        </MenuItem>
        <Popover className="menu-popover menu-popover--flyout" placement="end top" offset={0}>
          <Menu aria-label={category.name} className="menu-column">
            <MenuItem id={`${category.uid}:all`} href={category.path} className="menu-item menu-item--all">
              {intl.formatMessage(shellValueText.allOf, { name: category.name })}
            </MenuItem>
            <CategoryItems categories={category.children} depth={depth + 1} />
          </Menu>
        </Popover>
      </SubmenuTrigger>
    ) : (
      <MenuItem key={category.uid} id={category.uid} href={category.path} className="menu-item">
        {category.name}
      </MenuItem>
    ),
  );
}

export function LoadedCategoryMenu({ takeFocus, openAtOnce }: MenuHandover) {
  const intl = useIntl();
  const tree = use(useShellData().menu());
  const { brandMenu } = useStoreConfig();
  const title = intl.formatMessage(shellText.shopByCategory);
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="menu-trigger menu-trigger--primary">☰ {title}</Button>
      <Popover className="menu-popover" placement="bottom start">
        <Menu aria-label={title} className="menu-column">
          <CategoryItems categories={tree} depth={1} />
          {brandMenu.enabled ? (
            <MenuItem id="brands" href={`/${brandMenu.urlKey}`} className="menu-item menu-item--brands">
              {brandMenu.label || intl.formatMessage(shellText.brands)}
            </MenuItem>
          ) : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
