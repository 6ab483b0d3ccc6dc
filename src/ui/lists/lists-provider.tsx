// The shopping lists inside the shell: one lists actor (loaded on sign-in, forgotten on sign-out: its chart follows
// the session actor through its invoked followSession, account/follow-session) and one popup
// actor for the hearts, shared by every view. Their notices go to the shell's toast area, add-to-cart refreshes
// the cart, and the popup's saved lists go to the lists actor (an explicit message, its announceSaved). A popup
// left open (isShowShoppingListPopup, e.g. by a guest sent to sign in from a heart) opens again once the lists are
// there: the chooser follows the lists actor through its invoked followLists, which reports each load with the
// popup stored then (no effect between the two actors).
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fromCallback, fromPromise, sendTo, type ActorRefFrom } from 'xstate';
import type { ShoppingList } from '../../domain/list-types';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { ToastRequest } from '../../machines/toasts.machine';
import { listChooserMachine, type ListChooserEvent } from '../../machines/list-chooser.machine';
import { shoppingListsMachine, type ShoppingListsEvent } from '../../machines/shopping-lists.machine';
import { lazyNamed, LoadedWhen } from '../common/lazy-view';
import { useOptionalCartActor } from '../cart/cart-provider';
import { followSession } from '../account/follow-session';
import { useOptionalSession } from '../account/session-context';
import { useShellActors } from '../providers/shell-actors';
import { useShellDeps } from '../providers/shell-deps';
import { ListsContext } from './lists-context';
import { onFirstCall } from '../../lib/on-first-call';

// A guest's lists are never loaded: the calls load with the first sign-in (or heart pressed).
const listCalls = () => import('../../api/lists/shopping-list-calls');
const fetchShoppingLists = onFirstCall(listCalls, 'fetchShoppingLists');
const performListOperation = onFirstCall(listCalls, 'performListOperation');
const saveProductLists = onFirstCall(listCalls, 'saveProductLists');

const ListChooserDialog = lazyNamed(() => import('./list-chooser-dialog'), 'ListChooserDialog');

/**
 * The lists actor as the chooser's invoked followLists: `lists.loaded` with the lists each time they finish loading
 * (and at once when they are loaded already), and the popup left open (isShowShoppingListPopup) as stored then, so
 * the chart that waits for them hears it as its own event.
 */
export function followLists(lists: ActorRefFrom<typeof shoppingListsMachine>, persistence: Pick<BrowserPersistence, 'get'>) {
  return fromCallback<ListChooserEvent>(({ sendBack }) => {
    let loaded = false;
    const report = () => {
      const snapshot = lists.getSnapshot();
      const ready = snapshot.matches('ready');
      if (ready && !loaded) sendBack({ type: 'lists.loaded', lists: snapshot.context.lists, leftOpen: persistence.get('isShowShoppingListPopup') || null });
      loaded = ready;
    };
    report();
    const subscription = lists.subscribe(report);
    return () => subscription.unsubscribe();
  });
}

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
      actors: { save: fromPromise(({ input }) => saveProductLists(client, input)), followLists: followLists(lists, persistence) },
      actions: {
        rememberOpen: (_, params) => persistence.set('isShowShoppingListPopup', params.product),
        forgetOpen: () => persistence.remove('isShowShoppingListPopup'),
        navigate: (_, params) => void navigate(params.to),
        // The saved lists go to the lists actor as an explicit message.
        announceSaved: sendTo(lists, (_, params: { lists: ShoppingList[] }) => ({ type: 'lists.replace' as const, lists: params.lists })),
      },
    }),
  );

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
