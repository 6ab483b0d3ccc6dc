// The app's start in steps, one task each: data that src/boot.ts runs (through src/boot-step-runs.ts) and the build
// reads for its chunks (scripts/app-chunks.ts gives each step's module a chunk of its own, in this order). Nothing
// here imports the app, so the build's configuration can read it.
//
// Evaluating the app's modules is CPU work (machine definitions, React Aria's and DOMPurify's set-up, the first use
// of the browser's locale data): all at once it was one 250–280 ms task on a phone (4× CPU), holding any tap or
// scroll that long. Each step evaluates only the modules no earlier step reached (a bundled module initialises once,
// on its first import), so each stays near or under the 50 ms a task may take before it counts as blocking. The
// steps follow a CPU profile of a category page (docs/decisions/web-speed-hydration-tasks.md); the last one,
// src/main.tsx, evaluates whatever is left and starts.

export const APP_STEPS = [
  // React, React Router, XState and formatjs.
  'src/boot-libraries.ts',
  // The first Intl call loads the browser's locale data (React Aria makes it while its modules initialise).
  'locale-data',
  // The shell's machines: the cart and the shop system, then the delivery area and the header's actors (the lists
  // provider's step: the lists' own charts start at the first sign-in).
  'src/ui/cart/cart-provider.tsx',
  'src/ui/lists/lists-provider.tsx',
  // React Aria's components the header uses.
  'src/ui/cart/mini-cart.tsx',
  // The rest of the storefront's areas (privacy with the sanitiser, checkout's scope, engagement).
  'src/storefront.tsx',
  'src/main.tsx',
] as const;

export type AppStep = (typeof APP_STEPS)[number];

/** The steps that import a module (by its path from the repository's root), in their order. */
export const APP_STEP_MODULES: readonly string[] = APP_STEPS.filter((step) => step.startsWith('src/'));
