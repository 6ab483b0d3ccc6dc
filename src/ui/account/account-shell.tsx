// The accounts area inside the shell: the session actor for every view and the drawer's account views.
import type { ReactNode } from 'react';
import { DrawerViewsProvider } from '../shell/drawer/drawer-views';
import { lazyModule } from '../common/lazy-module';
import type { DrawerViewComponents } from '../shell/drawer/drawer-views';
import { ShoppingListsProvider } from '../lists/lists-provider';
import { SessionProvider } from '../providers/session-context';
import type { SessionActor } from '../providers/session-runtime';

// The drawer's views load with the drawer (their forms are not part of the first page's code).
const views = () => import('./drawer-account-views');
const drawerAccountViews: DrawerViewComponents = {
  SIGN_IN: lazyModule('account/drawer-sign-in', async () => (await views()).DrawerSignIn),
  CREATE_ACCOUNT: lazyModule('account/drawer-create-account', async () => (await views()).DrawerCreateAccount),
  FORGOT_PASSWORD: lazyModule('account/drawer-forgot-password', async () => (await views()).DrawerForgotPassword),
  MY_ACCOUNT: lazyModule('account/drawer-my-account', async () => (await views()).DrawerMyAccount),
  CHIP: lazyModule('account/chip', async () => (await views()).AccountChip),
};

export function AccountShell({ session, children }: { session: SessionActor; children: ReactNode }) {
  return (
    <SessionProvider session={session}>
      <DrawerViewsProvider value={drawerAccountViews}>
        <ShoppingListsProvider>{children}</ShoppingListsProvider>
      </DrawerViewsProvider>
    </SessionProvider>
  );
}
