import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { BrowserContext, Page } from '@playwright/test';

// What a UI model of one chart says: the chart (imported from src/machines, so a changed chart changes the walk),
// the events its walk may take with what a person does in the page for each, and for every state what the person
// sees. Whatever the UI cannot do is listed with the reason instead of a mapping, and counted out of coverage.

/** The browser a walk drives: a fresh context per path. */
export interface Ui {
  page: Page;
  context: BrowserContext;
  baseURL: string;
}

export interface Start {
  /** Who starts, in words ("a new visitor"). */
  name: string;
  /** The chart's input as the shop starts it for this person (what `open` arranges). */
  input: unknown;
  /** Arranges the start through the real shop (cookies, stored ids) and opens the page. */
  open: (ui: Ui) => Promise<void>;
  /**
   * Walked only under TALAT_PATHS=full: a start whose paths are shorter than the main one's but add only a branch
   * of it (a returning shopper resumes mid-way), so CI keeps walking the main journey whole.
   */
  fullOnly?: boolean;
  /**
   * Its states are its own: the shortest path from it to every state is kept even when other starts already reach
   * the same states and transitions (a start that arranges a defect's case: the walk that found it stays).
   */
  ownStates?: boolean;
}

export interface EventMapping {
  /** What the person does, in words, for the printed path (e.g. "click 'Accept all' in the cookie notice"). */
  does: string;
  /** Does it in the page. The event is the walk's (its payload picks a row, a postcode...); `from` the chart's state before it. */
  perform: (ui: Ui, event: AnyEventObject, from: AnyMachineSnapshot) => Promise<void>;
  /**
   * An outcome of the real shop that must be arranged before the step that causes it (the browser goes offline
   * before the click whose request is to fail): run before the previous step's action.
   */
  arrangeBefore?: (ui: Ui, event: AnyEventObject) => Promise<void>;
}

export interface StateMapping {
  /** What the person sees, in words. */
  sees: string;
  /** Asserts it on the page. `snapshot` is the chart's (its context says e.g. which error the field shows). */
  check: (ui: Ui, snapshot: AnyMachineSnapshot) => Promise<void>;
}

export interface UiModel {
  /** The flow's name on the command line (`npm run test:paths cookie-consent`). */
  flow: string;
  /** Where the chart lives, for the report. */
  chartFile: string;
  machine: AnyStateMachine;
  /** The store view the page assertions are written in. */
  storeView: 'th' | 'en';
  /** The shop's starts the walk begins from (a new visitor, a returning one...): each gets its own paths. */
  starts: Start[];
  /**
   * Candidate events of the walk in a snapshot (kept only when `snapshot.can(event)`); payloads are the shop's real
   * data, which may depend on the start (what a returning shopper's restore finds).
   */
  events: (snapshot: AnyMachineSnapshot, start: Start) => AnyEventObject[];
  /** What else than the state value tells walk states apart (default nothing: one vertex per state value). */
  key?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * Whether the kept paths must reach every walk state (state value plus `key`), not only every state value: for a
   * chart whose meaning lives in its context (the toasts chart has one state).
   */
  reachEveryKey?: boolean;
  /** A label for an event with payload in the printed path (default its type). */
  label?: (event: AnyEventObject) => string;
  /** Keyed by event type. */
  on: Record<string, EventMapping>;
  /** Keyed by atomic state path (`dialog.editing`). Transient (eventless) states need none: they are passed through. */
  states: Record<string, StateMapping>;
  /**
   * What the walk leaves out, each with its reason: states (by path), transitions (by transitionKey) and events (by
   * type: every transition on it). A transition from or into a listed state shares that state's reason. Reasons say
   * either "not reachable through the UI, because …" or "not modelled yet: …".
   */
  unreachable: {
    states: Record<string, string>;
    transitions: Record<string, string>;
    events?: Record<string, string>;
  };
}

/** One step of a walked path, as the reporter prints it. */
export interface StepRecord {
  event: string;
  does: string;
  state: string;
  sees: string;
  ok: boolean;
  /** How long the step took (action and check), in ms. */
  ms?: number;
  /** The first failure: what was expected and what the page showed. */
  failure?: string;
  shown?: string;
  screenshot?: string;
}

/** What one path test attaches for the reporter (attachment `path-walk`, JSON). */
export interface PathRecord {
  flow: string;
  pathId: string;
  start: string;
  steps: StepRecord[];
  ok: boolean;
  statesReached: string[];
  transitionsTaken: string[];
}

/** Per chart, written once by the spec (attachment `chart-totals`), so the reporter needs no chart of its own. */
export interface ChartTotals {
  flow: string;
  chartFile: string;
  mode: 'shortest' | 'full';
  paths: number;
  allStates: string[];
  allTransitions: string[];
  unreachable: UiModel['unreachable'];
}
