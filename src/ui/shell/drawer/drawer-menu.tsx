// The drawer's MENU view: the category tree one level at a time. A category with children opens it in place
// (the machine keeps the path, Back goes up one level); a leaf is a link that closes the drawer.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { findCategory } from '../../../api/services/navigation-menu';
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
  return (
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
  );
}
