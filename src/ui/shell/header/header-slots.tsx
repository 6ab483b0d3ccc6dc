// Parts of the header that other areas own: the cart area supplies its mini cart as the cart trigger. Without
// one the header shows its own trigger (a link to /cart with the count source's badge). The accounts area supplies
// the signed-in shopper's account trigger.
import { createContext, useContext, type ReactNode } from 'react';

export interface HeaderSlots {
  cartTrigger?: ReactNode;
  /** The signed-in shopper's account trigger and menu (the accounts area's). */
  accountTrigger?: ReactNode;
}

const Context = createContext<HeaderSlots>({});

export function HeaderSlotsProvider({ value, children }: { value: HeaderSlots; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useHeaderSlots(): HeaderSlots {
  return useContext(Context);
}
