// The libraries the app's start needs, imported by src/boot.ts one step before the app itself: evaluating every
// module of the app at once is one long task on a phone (it held input ~300 ms at 4× CPU); in two steps the
// browser can handle input and paint between them. Re-exported so the bundler keeps each import.
export { hydrateRoot, createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { createActor } from 'xstate';
export { IntlProvider } from 'react-intl';
