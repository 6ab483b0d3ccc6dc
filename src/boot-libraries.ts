// The libraries the app's start needs, imported as the first of the app's steps (APP_STEPS in src/boot-steps.ts
// says why the start is split). Re-exported so the bundler keeps each import.
export { hydrateRoot, createRoot } from 'react-dom/client';
export { UNSAFE_createBrowserHistory, unstable_HistoryRouter } from 'react-router';
export { createActor } from 'xstate';
export { IntlProvider } from 'react-intl';
