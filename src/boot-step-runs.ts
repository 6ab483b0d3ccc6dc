// What each step of the app's start does (src/boot-steps.ts lists them in order): an import() the bundler sees,
// written here, of the module the step names. The type makes every step have one; tests/scripts/app-chunks.test.ts
// checks each imports the module it is named for.
import type { AppStep } from './boot-steps';

export const STEP_RUNS: Record<AppStep, () => unknown> = {
  'src/boot-libraries.ts': () => import('./boot-libraries'),
  'locale-data': () => Intl.DateTimeFormat.supportedLocalesOf([navigator.language]),
  'src/ui/cart/cart-provider.tsx': () => import('./ui/cart/cart-provider'),
  'src/ui/lists/lists-provider.tsx': () => import('./ui/lists/lists-provider'),
  'src/ui/cart/mini-cart.tsx': () => import('./ui/cart/mini-cart'),
  'src/storefront.tsx': () => import('./storefront'),
  'src/main.tsx': () => import('./main'),
};
