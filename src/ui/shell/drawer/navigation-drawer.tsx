// The navigation drawer (storefront spec section 2): a side panel over a mask, on one of five views with its
// title; Back follows the machine's rules (up a category, to SIGN_IN or MENU, or closed at the root menu).
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { drawerViewByState, type DrawerView } from '../../../machines/navigation-drawer.machine';
import { Shimmer } from '../../common/shimmer';
import { Optional } from '../../providers/error-boundary';
import { useIsSignedIn } from '../../providers/session';
import { useShellActors } from '../../providers/shell-actors';
import { MaskButton } from '../mask-button';
import { shellText } from '../messages';
import { DrawerMenu } from './drawer-menu';
import { useDrawerViews } from './drawer-views';
import './drawer.css';

const TITLES = {
  MENU: shellText.viewMenu,
  SIGN_IN: shellText.viewSignIn,
  CREATE_ACCOUNT: shellText.viewCreateAccount,
  FORGOT_PASSWORD: shellText.viewForgotPassword,
  MY_ACCOUNT: shellText.viewMyAccount,
} as const;

function viewOf(value: unknown): DrawerView | null {
  if (typeof value !== 'object' || value === null || !('open' in value)) return null;
  const open = (value).open;
  return typeof open === 'string' && open in drawerViewByState ? drawerViewByState[open as keyof typeof drawerViewByState] : null;
}

function GuestTopBar() {
  const intl = useIntl();
  const { drawer } = useShellActors();
  const views = useDrawerViews();
  const navigate = useNavigate();
  const go = (event: { type: 'drawer.show.signIn' | 'drawer.show.createAccount' }, view: 'SIGN_IN' | 'CREATE_ACCOUNT', path: string) => {
    if (views[view]) {
      drawer.send(event);
    } else {
      drawer.send({ type: 'drawer.close' });
      void navigate(path);
    }
  };
  return (
    <div className="drawer__topbar">
      <Button className="button button--primary" onPress={() => go({ type: 'drawer.show.signIn' }, 'SIGN_IN', '/sign-in')}>
        {intl.formatMessage(shellText.signIn)}
      </Button>
      <Button className="button" onPress={() => go({ type: 'drawer.show.createAccount' }, 'CREATE_ACCOUNT', '/create-account')}>
        {intl.formatMessage(shellText.register)}
      </Button>
    </div>
  );
}

export function NavigationDrawer() {
  const intl = useIntl();
  const { drawer } = useShellActors();
  const views = useDrawerViews();
  const signedIn = useIsSignedIn();
  const view = useSelector(drawer, (snapshot) => viewOf(snapshot.value));
  const category = useSelector(drawer, (snapshot) => snapshot.context.categoryPath.at(-1) ?? null);
  const close = () => drawer.send({ type: 'drawer.close' });
  const AccountView = view && view !== 'MENU' ? views[view] : undefined;
  const title = view === 'MENU' && category ? category.name : intl.formatMessage(TITLES[view ?? 'MENU']);

  return (
    <ModalOverlay className="drawer-overlay" isOpen={view !== null} isDismissable={false} onOpenChange={(open) => (open ? undefined : close())}>
      <MaskButton onDismiss={close} />
      <Modal className="drawer">
        <Dialog className="drawer__dialog" aria-labelledby="drawer-title">
          <div className="drawer__header">
            <Button className="drawer__back" aria-label={intl.formatMessage(shellText.drawerBack)} onPress={() => drawer.send({ type: 'drawer.back' })}>
              ‹
            </Button>
            <Heading slot="title" id="drawer-title" className="drawer__title">
              {title}
            </Heading>
            <Button className="drawer__close" aria-label={intl.formatMessage(shellText.drawerClose)} onPress={close}>
              ×
            </Button>
          </div>
          {signedIn ? (views.CHIP ? <views.CHIP /> : null) : <GuestTopBar />}
          <div className="drawer__body">
            <Optional>
              <Suspense fallback={<Shimmer label={intl.formatMessage(shellText.loadingPage)} />}>
                {view === 'MENU' ? <DrawerMenu /> : AccountView ? <AccountView /> : null}
              </Suspense>
            </Optional>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
