// The shopping lists inside the shell (their actors in lists-actors.ts). A guest's heart only sends them to sign
// in, so the lists' charts load and start at the first sign-in, or at once when signed in already
// (useActorOnceSignedIn); the popup's code loads when it first opens.
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { readableByUse } from '../../lib/readable-by-use';
import { useOptionalCartActor } from '../cart/cart-provider';
import { LoadedWhen } from '../common/lazy-view';
import { lazyModule } from '../common/lazy-module';
import { useActorOnceSignedIn, type ActorStartDeps } from '../account/use-actor-once-signed-in';
import { useShellActors } from '../providers/shell-actors';
import { ListsContext, type ListsContextValue } from './lists-context';

const ListChooserDialog = lazyModule('lists/chooser-dialog', async () => (await import('./list-chooser-dialog')).ListChooserDialog);

/** A promise with its resolve, for the slot's `started` (Promise.withResolvers is newer than the build target). */
function startedSlot() {
  let resolve: (actors: ListsContextValue) => void = () => {};
  const started = readableByUse(new Promise<ListsContextValue>((settle) => (resolve = settle)));
  return { started, resolve };
}

export function ShoppingListsProvider({ children }: { children: ReactNode }) {
  const { toasts } = useShellActors();
  const cart = useOptionalCartActor();
  const navigate = useNavigate();
  const [slot] = useState(startedSlot);
  const start = useCallback(
    async (deps: ActorStartDeps) => {
      const { startListsActors } = await import('./lists-actors');
      const actors = startListsActors(deps, { toasts, cart, navigate: (to) => void navigate(to) });
      slot.resolve(actors);
      return actors;
    },
    [toasts, cart, navigate, slot],
  );
  const actors = useActorOnceSignedIn({ start, what: 'Shopping lists' });
  const popupOpen = useSelector(actors?.chooser, (snapshot) => (snapshot ? !snapshot.matches('closed') : false));
  const value = useMemo(() => ({ actors, started: slot.started }), [actors, slot]);
  return (
    <ListsContext.Provider value={value}>
      {children}
      <LoadedWhen when={popupOpen}>
        <ListChooserDialog />
      </LoadedWhen>
    </ListsContext.Provider>
  );
}
