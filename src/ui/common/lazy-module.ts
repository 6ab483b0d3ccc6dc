// Views whose code loads when first rendered, each under a name, so a server render can tell which ones it rendered
// and the browser can load those before it hydrates. A server-rendered view must not suspend on its own module
// while hydrating: a press on a part React has not hydrated yet makes it hydrate that part at once, and if the part
// suspends React drops the server's HTML and renders it afresh, removing the link pressed before the browser could
// follow it (docs/decisions/hydration-tap-race.md). A module loaded ahead resolves synchronously.
import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

/** The lazily loaded views a server render rendered, by name (one set per render); null in the browser. */
export const RenderedModulesContext = createContext<Set<string> | null>(null);

type AnyComponent = ComponentType<never>;
const loaders = new Map<string, () => Promise<AnyComponent>>();
const loaded = new Map<string, AnyComponent>();

/** A thenable that calls back at once: React.lazy reads a module already loaded without suspending. */
function alreadyLoaded<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (done: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * Loads the views a server render rendered before hydrating (src/main.tsx); unknown names are ignored. A loaded
 * module may register more (the content renderer registers its blocks): those are loaded in a next round.
 */
export async function loadRenderedModules(names: readonly string[]): Promise<void> {
  for (;;) {
    const ready = names.filter((name) => !loaded.has(name) && loaders.has(name));
    if (ready.length === 0) return;
    await Promise.all(ready.map(async (name) => loaded.set(name, await loaders.get(name)!())));
  }
}

/** A view loaded on first render, under a name unique in the app. */
export function lazyModule<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  loaders.set(name, load as () => Promise<AnyComponent>);
  // Not an async function: its promise would defer a module already loaded to a later tick.
  const Lazy = lazy(() => {
    const done = loaded.get(name) as ComponentType<P> | undefined;
    return done ? alreadyLoaded({ default: done }) : load().then((component) => ({ default: component }));
  });
  function LazyModule(props: P) {
    useContext(RenderedModulesContext)?.add(name);
    return createElement(Lazy as ComponentType<P>, props);
  }
  LazyModule.displayName = `Lazy(${name})`;
  return LazyModule;
}
