// Where the server render puts its popups-ahead step (popups-ahead.tsx): the popup host renders it in place of
// "no popup" on the server, so the step's code stays out of the browser's bundle and the tree keeps its shape
// (a child where the browser has none would move the ids useId gives the rest of the page).
import { createContext, type ReactNode } from 'react';

/** Provided by src/entry-server.tsx only; null in the browser. */
export const PopupsAheadSlot = createContext<ReactNode>(null);
