// The drawer's MENU view: the category tree one level at a time. A category with children opens it in place
// (the machine keeps the path, Back goes up one level); a leaf is a link that closes the drawer. Under the root
// level, the operator's mobile-menu CMS block, its sections folded (storefront spec S2.48).
import { useSelector } from '@xstate/react';
import { Suspense, use, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { findCategory } from '../../../api/services/navigation-menu';
import { MOBILE_MENU_BLOCK_ID } from '../../../api/services/shell-content';
import { Optional } from '../../providers/error-boundary';
import { CmsBlock } from '../cms-block';
import { useShellActors } from '../../providers/shell-actors';
import { useShellData, useStoreConfig } from '../../providers/shell-data';
import { shellText, shellValueText } from '../messages';

export function DrawerMenu() {
  const intl = useIntl();
  const { drawer } = useShellActors();
  const tree = use(useShellData().menu());
  const { brandMenu } = useStoreConfig();
  const path = useSelector(drawer, (snapshot) => snapshot.context.categoryPath);
  const current = path.length > 0 ? findCategory(tree, path[path.length - 1]?.uid ?? '') : undefined;
  const items = current ? current.children : tree;
  const close = () => drawer.send({ type: 'drawer.close' });
  // A link of the CMS block navigates inside the shop (the content's delegated handler): the drawer closes too.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  return (
    <>
      <ul className="drawer-menu">
        {current ? (
          <li>
            <Link className="drawer-menu__item drawer-menu__item--all" to={current.path} onClick={close}>
              {intl.formatMessage(shellValueText.allOf, { name: current.name })}
            </Link>
          </li>
        ) : null}
        {items.map((category) => (
          <li key={category.uid}>
            {category.children.length > 0 ? (
              <Button
                className="drawer-menu__item drawer-menu__item--parent"
                aria-label={intl.formatMessage(shellValueText.subcategories, { name: category.name })}
                onPress={() => drawer.send({ type: 'drawer.category.open', category: { uid: category.uid, name: category.name } })}
              >
                {category.name}
                <span aria-hidden="true">›</span>
              </Button>
            ) : (
              <Link className="drawer-menu__item" to={category.path} onClick={close}>
                {category.name}
              </Link>
            )}
          </li>
        ))}
        {!current && brandMenu.enabled ? (
          <li>
            <Link className="drawer-menu__item" to={`/${brandMenu.urlKey}`} onClick={close}>
              {brandMenu.label || intl.formatMessage(shellText.brands)}
            </Link>
          </li>
        ) : null}
      </ul>
      {current ? null : (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only listens for its links' clicks (keyboard-activated by the browser) to close the drawer
        <div className="drawer__cms" onClick={closeOnLink}>
          <Optional>
            <Suspense fallback={null}>
              <CmsBlock identifier={MOBILE_MENU_BLOCK_ID} sections="always" />
            </Suspense>
          </Optional>
        </div>
      )}
    </>
  );
}
