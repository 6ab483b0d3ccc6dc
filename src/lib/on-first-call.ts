// An async function whose module loads on its first call, as a chunk of its own. For adapter calls that a first
// view never makes: a server-rendered page starts its machines from the server's snapshots, so the listing's fetch,
// the cart's mutations, the lists' and the account's calls run only once the shopper acts (or signs in). Imported
// statically, each brought its code and its GraphQL documents into every first visit (issue 10's budget).
// The import is written at the call site (`() => import('…')`) so the bundler sees it. A failed load (offline)
// rejects that call as a failed request would, and the machine shows its error; browsers remember a failed
// import() until the page reloads, and a chunk missing after a release reloads the page (lib/service-worker.ts).

import { onDemand } from './on-demand';

type AsyncFunction = (...args: never[]) => Promise<unknown>;

/** `name` of the module `load` imports, as a function that loads the module when first called. */
export function onFirstCall<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] extends AsyncFunction ? M[K] : never {
  // One load shared by every call (on-demand.ts); a failed one is tried again on the next call.
  const module = onDemand(load);
  const call = async (...args: unknown[]) => {
    const loaded = await module.load();
    return (loaded[name] as (...params: unknown[]) => Promise<unknown>)(...args);
  };
  return call as never;
}
