// Code-split views. Views that only appear after an interaction or a machine event (overlays, the cart page) load
// this way, so a first visit downloads only what it shows (the home budget of `npm run bench:bundle`).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** React.lazy for a named export (React.lazy wants a default export; our modules export components by name). */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] extends ComponentType<infer P> ? ComponentType<P> : never {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<unknown> })) as never;
}

/**
 * Mounts lazily loaded children only while `when` holds (their code is fetched the first time). Nothing shows while
 * the chunk loads: these are overlays opened by the shopper, where a blank frame reads better than a spinner.
 */
export function LoadedWhen({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
