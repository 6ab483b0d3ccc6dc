// The drawer's account views (SIGN_IN, CREATE_ACCOUNT, FORGOT_PASSWORD, MY_ACCOUNT) are built by the accounts
// work and handed to the shell through this context; MENU is the shell's own. Without a view for SIGN_IN the
// drawer's Sign In and Register buttons go to the /sign-in and /create-account pages instead.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { DrawerView } from '../../../machines/navigation-drawer.machine';

export type AccountDrawerView = Exclude<DrawerView, 'MENU'>;
/** CHIP: the signed-in top bar (the account chip), also the accounts area's. */
export type DrawerViewComponents = Partial<Record<AccountDrawerView | 'CHIP', ComponentType>>;

const Context = createContext<DrawerViewComponents>({});

export function DrawerViewsProvider({ value, children }: { value: DrawerViewComponents; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDrawerViews(): DrawerViewComponents {
  return useContext(Context);
}
