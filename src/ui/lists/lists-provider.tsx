// The shopping lists inside the shell: one lists actor (loaded on sign-in, forgotten on sign-out: its chart follows
// the session actor through its invoked followSession, account/follow-session) and one popup
// actor for the hearts, shared by every view. Their notices go to the shell's toast area, add-to-cart refreshes
// the cart, and the popup's saved lists go to the lists actor (an explicit message, its announceSaved). A popup left open (isShowShoppingListPopup, e.g. by
// a guest sent to sign in from a heart) opens again once the lists are there.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, sendTo } from 'xstate';
import type { ShoppingList } from '../../domain/list-types';
import type { ToastRequest } from '../../machines/toasts.machine';
import { fetchShoppingLists, performListOperation, saveProductLists } from '../../api/lists/shopping-list-calls';
import { listChooserMachine } from '../../machines/list-chooser.machine';
import { shoppingListsMachine, type ShoppingListsEvent } from '../../machines/shopping-lists.machine';
import { lazyNamed, LoadedWhen } from '../common/lazy-view';
import { useOptionalCartActor } from '../cart/cart-provider';
import { followSession } from '../account/follow-session';
import { useOptionalSession } from '../account/session-context';
import { useShellActors } from '../providers/shell-actors';
import { useShellDeps } from '../providers/shell-deps';
import { ListsContext } from './lists-context';

const ListChooserDialog = lazyNamed(() => import('./list-chooser-dialog'), 'ListChooserDialog');

export function ShoppingListsProvider({ children }: { children: ReactNode }) {
  const { client, persistence } = useShellDeps();
  const { toasts } = useShellActors();
  const cart = useOptionalCartActor();
  const navigate = useNavigate();
  const session = useOptionalSession();
  const lists = useActorRef(
    shoppingListsMachine.provide({
      actors: {
        fetchLists: fromPromise(() => fetchShoppingLists(client)),
        perform: fromPromise(({ input }) => performListOperation(client, input.operation, input.lists)),
        followSession: followSession<ShoppingListsEvent>(session, persistence, { signedIn: { type: 'lists.signedIn' }, signedOut: { type: 'lists.signedOut' } }),
      },
      // Its notices go to the toast area and the cart as explicit messages.
      actions: {
        requestToast: sendTo(toasts, (_, params: { toast: ToastRequest }) => ({ type: 'toast.add' as const, toast: params.toast })),
        announceCartChanged: () => cart?.send({ type: 'cart.refresh' }),
      },
    }),
  );
  const chooser = useActorRef(
    listChooserMachine.provide({
      actors: { save: fromPromise(({ input }) => saveProductLists(client, input)) },
      actions: {
        rememberOpen: (_, params) => persistence.set('isShowShoppingListPopup', params.product),
        forgetOpen: () => persistence.remove('isShowShoppingListPopup'),
        navigate: (_, params) => void navigate(params.to),
        // The saved lists go to the lists actor as an explicit message.
        announceSaved: sendTo(lists, (_, params: { lists: ShoppingList[] }) => ({ type: 'lists.replace' as const, lists: params.lists })),
      },
    }),
  );

  // Reopen a popup left open once (after a reload or the detour through sign-in).
  const restored = useRef(false);
  const ready = useSelector(lists, (snapshot) => snapshot.matches('ready'));
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const product = persistence.get('isShowShoppingListPopup');
    if (!product || !chooser.getSnapshot().matches('closed')) return;
    const initial = lists.getSnapshot().context.lists.filter((list) => list.items.some((item) => item.productId === product.productId)).map((list) => list.id);
    chooser.send({ type: 'chooser.open', product, initial });
  }, [ready, persistence, lists, chooser]);

  const popupOpen = useSelector(chooser, (snapshot) => !snapshot.matches('closed'));
  return (
    <ListsContext.Provider value={{ lists, chooser }}>
      {children}
      <LoadedWhen when={popupOpen}>
        <ListChooserDialog />
      </LoadedWhen>
    </ListsContext.Provider>
  );
}
