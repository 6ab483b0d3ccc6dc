// When a lazily loaded view (common/lazy-module.ts) mounts: views that only appear after an interaction or a
// machine event (overlays, the cart page's popups) mount with it, so a first visit downloads only what it shows.
import { Suspense, type ReactNode } from 'react';

/**
 * Mounts lazily loaded children only while `when` holds (their code is fetched the first time). Nothing shows while
 * the chunk loads: these are overlays opened by the shopper, where a blank frame reads better than a spinner.
 */
export function LoadedWhen({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
