// The shopping lists' two actors, started by the lists provider (lists-provider.tsx) at the first sign-in: the
// lists actor (loaded while signed in, forgotten on sign-out: its chart follows the session actor through its
// invoked followSession) and the popup actor for the hearts. A guest's heart only sends them to sign in, so a
// guest's page loads neither chart. Their notices go to the shell's toast area, add-to-cart refreshes the cart, and
// the popup's saved lists go to the lists actor (an explicit message, its announceSaved). A popup left open
// (isShowShoppingListPopup, e.g. by a guest sent to sign in from a heart) opens again once the lists are there: the
// chooser follows the lists actor through its invoked followLists, which reports each load with the popup stored
// then (no effect between the two actors).
import { createActor, fromCallback, fromPromise, sendTo, type ActorRefFrom } from 'xstate';
import type { ShoppingList } from '../../domain/list-types';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { ToastRequest, toastsMachine } from '../../machines/toasts.machine';
import { listChooserMachine, type ListChooserEvent } from '../../machines/list-chooser.machine';
import { shoppingListsMachine, type ShoppingListsEvent } from '../../machines/shopping-lists.machine';
import type { CartActor } from '../cart/cart-runtime';
import { followSession } from '../providers/follow-session';
import type { ActorStartDeps } from '../account/use-actor-once-signed-in';
import type { ListsContextValue } from './lists-context';
import { onFirstCall } from '../../lib/on-first-call';
import { inspected } from '../providers/inspection';

// The calls load with the lists' first load.
const listCalls = () => import('../../api/lists/shopping-list-calls');
const fetchShoppingLists = onFirstCall(listCalls, 'fetchShoppingLists');
const performListOperation = onFirstCall(listCalls, 'performListOperation');
const saveProductLists = onFirstCall(listCalls, 'saveProductLists');

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

/** What the lists' charts tell the rest of the shell, from the React side of the provider. */
export interface ListsWiring {
  toasts: ActorRefFrom<typeof toastsMachine>;
  cart: CartActor | null;
  navigate: (to: string) => void;
}

export function startListsActors({ client, persistence, session }: ActorStartDeps, wiring: ListsWiring): ListsContextValue {
  const lists = createActor(
    shoppingListsMachine.provide({
      actors: {
        fetchLists: fromPromise(() => fetchShoppingLists(client)),
        perform: fromPromise(({ input }) => performListOperation(client, input.operation, input.lists)),
        followSession: followSession<ShoppingListsEvent>(session, persistence, { signedIn: { type: 'lists.signedIn' }, signedOut: { type: 'lists.signedOut' } }),
      },
      // Its notices go to the toast area and the cart as explicit messages.
      actions: {
        requestToast: sendTo(wiring.toasts, (_, params: { toast: ToastRequest }) => ({ type: 'toast.add' as const, toast: params.toast })),
        announceCartChanged: () => wiring.cart?.send({ type: 'cart.refresh' }),
      },
    }), inspected(),
  ).start();
  const chooser = createActor(
    listChooserMachine.provide({
      actors: { save: fromPromise(({ input }) => saveProductLists(client, input)), followLists: followLists(lists, persistence) },
      actions: {
        rememberOpen: (_, params) => persistence.set('isShowShoppingListPopup', params.product),
        forgetOpen: () => persistence.remove('isShowShoppingListPopup'),
        navigate: (_, params) => wiring.navigate(params.to),
        // The saved lists go to the lists actor as an explicit message.
        announceSaved: sendTo(lists, (_, params: { lists: ShoppingList[] }) => ({ type: 'lists.replace' as const, lists: params.lists })),
      },
    }), inspected(),
  ).start();
  return { lists, chooser };
}
