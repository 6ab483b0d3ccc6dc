import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  resultCount,
  type FetchSuggestionsInput,
  type Suggestion,
  type SuggestionResults,
} from '../domain/search-suggestion-types';
import { isSuggestibleQuery } from '../domain/suggestion-query';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// Suggestions as you type in the header search (issue 11; docs/decisions/search-suggestions.md).
// - Typing sets the query; once it is suggestible (two characters, or one Thai syllable) the request waits
//   SUGGESTION_DEBOUNCE_MS of quiet, then runs as the invoked actor `fetchSuggestions`. Typing on leaves the
//   state, which stops the actor: its AbortSignal cancels the request in flight.
// - The list shows while suggesting and the latest results are not empty; the previous results stay visible
//   while the next ones load, so the list does not flicker on every key.
// - A failed request closes the list and shows nothing else: the full search (Enter) still works.
// - Escape, leaving the field or picking closes it; ArrowDown reopens the last results for the same query.
// - Picking runs `openPath` (the product or category page); submitting runs `openSearch` (the results page).

export const SUGGESTION_DEBOUNCE_MS = 250;

export interface SearchSuggestionsInput {
  /** Text typed before the machine started (the field is upgraded on first focus); '' when none. */
  query: string;
}

export interface SearchSuggestionsContext {
  query: string;
  results: SuggestionResults | null;
}

export type SearchSuggestionsEvent =
  | { type: 'query.change'; value: string }
  | { type: 'list.open' }
  | { type: 'list.dismiss' }
  | { type: 'suggestion.pick'; suggestion: Suggestion }
  | { type: 'search.submit' };

export interface OpenPathParams {
  path: string;
}

export interface OpenSearchParams {
  query: string;
}

export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
    input: {} as SearchSuggestionsInput,
  },
  actors: {
    fetchSuggestions: unprovidedPromise<SuggestionResults, FetchSuggestionsInput>('fetchSuggestions'),
  },
  delays: {
    suggestionDebounce: SUGGESTION_DEBOUNCE_MS,
  },
  guards: {
    isSuggestible: ({ event }) => event.type === 'query.change' && isSuggestibleQuery(event.value),
    isQuerySuggestible: ({ context }) => isSuggestibleQuery(context.query),
    hasResultsForQuery: ({ context }) => resultCount(context.results) > 0 && context.results?.query === context.query.trim(),
    hasQuery: ({ context }) => context.query.trim() !== '',
  },
  actions: {
    assignQuery: assign({ query: ({ context, event }) => (event.type === 'query.change' ? event.value : context.query) }),
    assignResults: assign((_, params: { output: SuggestionResults }) => ({ results: params.output })),
    clearResults: assign({ results: null }),
    /** Navigates to a product or category page; supplied by the app. */
    openPath: unprovidedAction<OpenPathParams>('openPath'),
    /** Navigates to the full search results; supplied by the app. */
    openSearch: unprovidedAction<OpenSearchParams>('openSearch'),
  },
}).createMachine({
  id: 'searchSuggestions',
  context: ({ input }) => ({ query: input.query, results: null }),
  initial: 'starting',
  on: {
    'search.submit': {
      guard: 'hasQuery',
      target: '.closed',
      actions: { type: 'openSearch', params: ({ context }) => ({ query: context.query.trim() }) },
    },
  },
  states: {
    // Text typed into the plain field before this machine loaded is suggested at once (after the debounce).
    starting: {
      always: [{ guard: 'isQuerySuggestible', target: 'suggesting' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'query.change': [
          { guard: 'isSuggestible', target: 'suggesting', actions: 'assignQuery' },
          { actions: ['assignQuery', 'clearResults'] },
        ],
        'list.open': { guard: 'hasResultsForQuery', target: 'suggesting.ready' },
      },
    },
    suggesting: {
      initial: 'debouncing',
      on: {
        'query.change': [
          { guard: 'isSuggestible', target: '.debouncing', reenter: true, actions: 'assignQuery' },
          { target: 'closed', actions: ['assignQuery', 'clearResults'] },
        ],
        'list.dismiss': { target: 'closed' },
        'suggestion.pick': {
          target: 'closed',
          actions: { type: 'openPath', params: ({ event }) => ({ path: event.suggestion.path }) },
        },
      },
      states: {
        debouncing: {
          after: { suggestionDebounce: 'loading' },
        },
        loading: {
          invoke: {
            id: 'fetchSuggestions',
            src: 'fetchSuggestions',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: { target: 'ready', actions: { type: 'assignResults', params: ({ event }) => ({ output: event.output }) } },
            // Nothing broken shows: the list closes and the full search still works.
            onError: { target: 'failed', actions: 'clearResults' },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});

/** Whether the suggestion list is open: while suggesting with results to show (the last ones while loading). */
export function isListShown(snapshot: SnapshotFrom<typeof searchSuggestionsMachine>): boolean {
  return snapshot.matches('suggesting') && !snapshot.matches({ suggesting: 'failed' }) && resultCount(snapshot.context.results) > 0;
}
