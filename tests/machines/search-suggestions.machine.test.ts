import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  isListShown,
  searchSuggestionsMachine,
  SUGGESTION_DEBOUNCE_MS,
  type SearchSuggestionsContext,
} from '../../src/machines/search-suggestions.machine';
import {
  resultCount,
  type CategorySuggestion,
  type FetchSuggestionsInput,
  type ProductSuggestion,
  type SuggestionResults,
} from '../../src/domain/search-suggestion-types';
import { isSuggestibleQuery } from '../../src/domain/suggestion-query';
import { settle } from './support/fake-actors';
import { describeModel, expectation, type Sut } from './support/model-test';

// Issue 11 and docs/decisions/search-suggestions.md, written out for the fixture's texts: suggestions are asked
// after 250 ms of quiet once the text holds two characters or one Thai syllable ("ก" does not, "ไก่" does); typing
// on starts the wait again, shorter text closes the list and forgets the results; a failed request closes it
// and shows nothing; Escape/leaving closes, ArrowDown reopens the last results of the same text; picking opens
// the suggestion's page, Enter with text the results page (from anywhere).
const SUGGESTIBLE: Record<string, boolean> = { '': false, ก: false, ไก่: true, 'garlic ': true };
const suggestible = (text: string) => {
  const answer = SUGGESTIBLE[text];
  if (answer === undefined) throw new Error(`the test has not said whether ${text} is suggestible`);
  return answer;
};
type SuggestState = 'closed' | 'suggesting.debouncing' | 'suggesting.loading' | 'suggesting.ready' | 'suggesting.failed';
interface ExpectedSuggestions {
  state: SuggestState;
  query: string;
  /** `${count}@${query}` of the results kept, or null. */
  results: string | null;
  pages: number;
  searches: number;
}

const garlic: ProductSuggestion = {
  kind: 'product',
  id: 'MTI=',
  name: 'กระเทียมไทย',
  path: '/thai-garlic.html',
  imageUrl: '/media/catalog/product/garlic.jpg',
  price: { value: 45, currency: 'THB' },
};
const vegetables: CategorySuggestion = { kind: 'category', id: 'Mw==', name: 'ผัก', path: '/vegetables.html' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SearchSuggestionsContext;
const current = (sut: Sut) => ctx(sut.actor.getSnapshot());
const DEBOUNCE = 'xstate.after.suggestionDebounce.searchSuggestions.suggesting.debouncing';

function queryClass(query: string): string {
  if (query.trim() === '') return 'empty';
  return isSuggestibleQuery(query) ? 'suggestible' : 'short';
}

function resultsFor(query: string, found: boolean): SuggestionResults {
  return { query: query.trim(), products: found ? [garlic] : [], categories: found ? [vegetables] : [] };
}

const perform = {
  [DEBOUNCE]: (_: AnyEventObject, sut: Sut) => {
    const before = sut.promises.fetchSuggestions!.inputs.length;
    // Nothing is requested before the quiet time is over.
    sut.clock.increment(SUGGESTION_DEBOUNCE_MS - 1);
    expect(sut.promises.fetchSuggestions!.inputs.length).toBe(before);
    sut.clock.increment(1);
    expect(sut.promises.fetchSuggestions!.lastInput).toEqual({ query: current(sut).query.trim() });
  },
  'suggestion.pick': (event: AnyEventObject, sut: Sut) => {
    sut.actor.send(event);
    const { suggestion } = event as unknown as { suggestion: ProductSuggestion | CategorySuggestion };
    expect(sut.calls.at(-1)).toEqual({ name: 'openPath', params: { path: suggestion.path } });
  },
  'search.submit': (event: AnyEventObject, sut: Sut) => {
    const query = current(sut).query;
    sut.actor.send(event);
    expect(sut.calls.at(-1)).toEqual({ name: 'openSearch', params: { query: query.trim() } });
  },
  'xstate.error.actor.fetchSuggestions': async (event: AnyEventObject, sut: Sut) => {
    sut.promises.fetchSuggestions!.reject((event as unknown as { error: unknown }).error);
    await settle();
    // A failed request leaves nothing to show and no error text: the full search still works.
    expect(current(sut).results).toBeNull();
    expect(sut.emitted).toEqual([]);
  },
};

describeModel('search-suggestions machine', {
  machine: searchSuggestionsMachine,
  // An empty field, and text typed into the plain field before the machine loaded.
  inputs: [{ query: '' }, { query: 'ไก่' }],
  events: (snapshot) => {
    const { query } = ctx(snapshot);
    const shown = ctx(snapshot).results;
    return [
      { type: 'query.change', value: '' },
      { type: 'query.change', value: 'ก' },
      { type: 'query.change', value: 'ไก่' },
      { type: 'query.change', value: 'garlic ' },
      { type: DEBOUNCE },
      { type: 'xstate.done.actor.fetchSuggestions', output: resultsFor(query, true) },
      { type: 'xstate.done.actor.fetchSuggestions', output: resultsFor(query, false) },
      { type: 'xstate.error.actor.fetchSuggestions', error: new Error('Service unavailable') },
      { type: 'list.open' },
      { type: 'list.dismiss' },
      ...(shown && resultCount(shown) > 0
        ? [
            { type: 'suggestion.pick', suggestion: garlic },
            { type: 'suggestion.pick', suggestion: vegetables },
          ]
        : []),
      { type: 'search.submit' },
    ];
  },
  key: (snapshot) => {
    const c = ctx(snapshot);
    return [c.query, c.results ? `${resultCount(c.results)}@${c.results.query}` : null];
  },
  promiseActors: ['fetchSuggestions'],
  recordedActions: ['openPath', 'openSearch'],
  perform,
  states: {
    starting: () => {
      throw new Error('starting is transient: the machine never rests there');
    },
    closed: (snapshot) => {
      expect(isListShown(snapshot as never)).toBe(false);
      // Short text never keeps results around.
      if (queryClass(ctx(snapshot).query) !== 'suggestible') expect(ctx(snapshot).results).toBeNull();
      expect(snapshot.can({ type: 'list.dismiss' })).toBe(false);
    },
    'suggesting.debouncing': (snapshot, sut) => {
      expect(queryClass(ctx(snapshot).query)).toBe('suggestible');
      // The request waits for the quiet time.
      expect(sut.promises.fetchSuggestions!.inputs.length === 0 || !snapshot.children.fetchSuggestions).toBe(true);
    },
    'suggesting.loading': (snapshot) => {
      expect(queryClass(ctx(snapshot).query)).toBe('suggestible');
      expect(snapshot.children.fetchSuggestions).toBeDefined();
      // The previous results stay on screen while the next ones load.
      expect(isListShown(snapshot as never)).toBe(resultCount(ctx(snapshot).results) > 0);
    },
    'suggesting.ready': (snapshot) => {
      const { results, query } = ctx(snapshot);
      expect(results?.query).toBe(query.trim());
      expect(isListShown(snapshot as never)).toBe(resultCount(results) > 0);
    },
    'suggesting.failed': (snapshot) => {
      expect(ctx(snapshot).results).toBeNull();
      expect(isListShown(snapshot as never)).toBe(false);
    },
  },
  expected: expectation<ExpectedSuggestions>({
    initial: (input) => {
      const { query } = input as { query: string };
      return { state: suggestible(query) ? 'suggesting.debouncing' : 'closed', query, results: null, pages: 0, searches: 0 };
    },
    next: (m, event) => {
      const suggesting = m.state !== 'closed';
      if (event.type === 'search.submit' && m.query.trim() !== '') return { ...m, state: 'closed', searches: m.searches + 1 };
      if (event.type === 'query.change') {
        const query = (event as unknown as { value: string }).value;
        return suggestible(query) ? { ...m, state: 'suggesting.debouncing', query } : { ...m, state: 'closed', query, results: null };
      }
      // Reopening needs results for this very text that are not empty (the fixture's found results are 2).
      if (!suggesting && event.type === 'list.open' && m.results === `2@${m.query.trim()}`) {
        return { ...m, state: 'suggesting.ready' };
      }
      if (suggesting && event.type === 'list.dismiss') return { ...m, state: 'closed' };
      if (suggesting && event.type === 'suggestion.pick') return { ...m, state: 'closed', pages: m.pages + 1 };
      if (m.state === 'suggesting.debouncing' && event.type === DEBOUNCE) return { ...m, state: 'suggesting.loading' };
      if (m.state === 'suggesting.loading' && event.type === 'xstate.done.actor.fetchSuggestions') {
        const output = (event as unknown as { output: SuggestionResults }).output;
        return { ...m, state: 'suggesting.ready', results: `${output.products.length + output.categories.length}@${output.query}` };
      }
      if (m.state === 'suggesting.loading' && event.type === 'xstate.error.actor.fetchSuggestions') return { ...m, state: 'suggesting.failed', results: null };
      throw new Error(`no expectation for ${event.type} in ${m.state} with ${JSON.stringify(m.query)}`);
    },
    check: (snapshot, m, sut) => {
      const { query, results } = ctx(snapshot);
      expect(snapshot.matches(m.state), `expected ${m.state}, is ${JSON.stringify(snapshot.value)}`).toBe(true);
      expect([query, results ? `${resultCount(results)}@${results.query}` : null]).toEqual([m.query, m.results]);
      const count = (name: string) => sut.calls.filter((call) => call.name === name).length;
      expect([count('openPath'), count('openSearch')]).toEqual([m.pages, m.searches]);
    },
  }),
});

describe('search-suggestions cancellation', () => {
  it('aborts the request in flight when the shopper types on, and asks again for the new text', () => {
    const signals: { query: string; signal: AbortSignal }[] = [];
    const machine = searchSuggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SuggestionResults, FetchSuggestionsInput>(({ input, signal }) => {
          signals.push({ query: input.query, signal });
          return new Promise(() => {});
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { query: '' } }).start();
    actor.send({ type: 'query.change', value: 'ไก่' });
    clock.increment(SUGGESTION_DEBOUNCE_MS);
    expect(signals.map((s) => s.query)).toEqual(['ไก่']);
    actor.send({ type: 'query.change', value: 'ไก่ย่าง' });
    expect(signals[0]!.signal.aborted).toBe(true);
    // Keys typed within the quiet time send nothing; the last text is asked for once.
    actor.send({ type: 'query.change', value: 'ไก่ย่างห' });
    clock.increment(SUGGESTION_DEBOUNCE_MS);
    expect(signals.map((s) => s.query)).toEqual(['ไก่', 'ไก่ย่างห']);
    expect(signals[1]!.signal.aborted).toBe(false);
    actor.send({ type: 'list.dismiss' });
    expect(signals[1]!.signal.aborted).toBe(true);
    actor.stop();
  });
});
