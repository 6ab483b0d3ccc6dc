import { and, assign, emit, not, setup } from 'xstate';
import { validationMessages } from '../lib/validation-messages';
import { type MessageRef, shellMessages } from './messages';
import type { ToastRequest } from './toasts.machine';
import { unprovidedAction, unprovidedPromise } from './unprovided';
import type { LocationOption, LookupLocationsOutput } from '../domain/location-types';

// The path-test models (tests/paths) still import this answer type from the chart; everything else imports src/domain.
export type { LocationOption } from '../domain/location-types';

// The delivery-area (postcode) popup: storefront spec sections 4, 5 and 8, account spec section 4.
// - Toggling opens or closes it and clears the results; it opens by itself on a route change when no location is
//   saved (both cookie values) and the store is not in pre-launch mode.
// - The postcode is required and must be 5 digits (Thai postcodes); the form starts from the first part of the
//   saved location's label.
// - The lookup (network-only) is the named actor `lookupLocations`; an empty or missing list is "not found".
// - Only active entries can be chosen. Choosing one runs the `saveLocation` action (the app writes the cookies
//   location_key / location_value for LOCATION_COOKIE_MAX_AGE_S) and asks for a success toast.

export const LOCATION_TOAST_TIMEOUT_MS = 7000;
export const LOCATION_COOKIE_MAX_AGE_S = 86400;
export const POSTCODE_PATTERN = /^\d{5}$/;

/** What the location cookies hold: location_key and location_value (the label). */
export interface SavedLocation {
  key: string;
  value: string;
}

export interface LookupLocationsInput {
  postcode: string;
}

export interface SaveLocationParams {
  location: SavedLocation;
  maxAgeSeconds: number;
}

export interface DeliveryAreaInput {
  /** From the cookies; null when either value is missing. */
  savedLocation: SavedLocation | null;
  preLaunch: boolean;
}

export interface DeliveryAreaContext {
  savedLocation: SavedLocation | null;
  preLaunch: boolean;
  postcode: string;
  postcodeError: MessageRef | null;
  results: LocationOption[];
}

export type DeliveryAreaEvent =
  | { type: 'deliveryArea.toggle' }
  | { type: 'route.changed' }
  | { type: 'preLaunch.changed'; preLaunch: boolean }
  | { type: 'postcode.change'; value: string }
  | { type: 'postcode.submit' }
  | { type: 'location.select'; key: string };

export type DeliveryAreaEmitted = { type: 'toast.request'; toast: ToastRequest };

/**
 * The postcode the form starts from: the saved label's postcode wherever it stands (the lookup's labels end with it,
 * "Khlong Tan, Khlong Toei, Bangkok 10110" → "10110"), else its first part ("10110 Khlong Toei" → "10110").
 * See docs/decisions/machines-postcode-format.md.
 */
export function initialPostcode(saved: SavedLocation | null): string {
  const parts = saved?.value.trim().split(/[\s,]+/) ?? [];
  return parts.find((part) => POSTCODE_PATTERN.test(part)) ?? parts[0] ?? '';
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

/** The notices this chart asks the toast area for (emitted as `toast.request`, or sent by the app's wiring). */
export const locationSavedToast: ToastRequest = { type: 'success', message: shellMessages.locationSaved, timeout: LOCATION_TOAST_TIMEOUT_MS };

export function lookupFailureToast(error: unknown): ToastRequest {
  return { type: 'error', message: { text: errorText(error) }, timeout: LOCATION_TOAST_TIMEOUT_MS };
}

export const deliveryAreaMachine = setup({
  types: {
    context: {} as DeliveryAreaContext,
    events: {} as DeliveryAreaEvent,
    input: {} as DeliveryAreaInput,
    emitted: {} as DeliveryAreaEmitted,
  },
  actors: {
    lookupLocations: unprovidedPromise<LookupLocationsOutput, LookupLocationsInput>('lookupLocations'),
  },
  guards: {
    hasSavedLocation: ({ context }) => !!context.savedLocation?.key && !!context.savedLocation.value,
    isPreLaunch: ({ context }) => context.preLaunch,
    isPostcodeMissing: ({ context }) => context.postcode.trim() === '',
    isPostcodeMalformed: ({ context }) => !POSTCODE_PATTERN.test(context.postcode.trim()),
    hasLocations: (_, params: { output: LookupLocationsOutput }) => (params.output?.length ?? 0) > 0,
    isActiveLocation: ({ context, event }) =>
      event.type === 'location.select' && context.results.some((row) => row.key === event.key && row.active),
  },
  actions: {
    resetForm: assign(({ context }) => ({
      postcode: initialPostcode(context.savedLocation),
      postcodeError: null,
      results: [],
    })),
    clearResults: assign({ results: [] }),
    assignPreLaunch: assign({
      preLaunch: ({ context, event }) => (event.type === 'preLaunch.changed' ? event.preLaunch : context.preLaunch),
    }),
    assignPostcode: assign(({ context, event }) =>
      event.type === 'postcode.change' ? { postcode: event.value, postcodeError: null } : { postcode: context.postcode },
    ),
    flagPostcodeRequired: assign({ postcodeError: validationMessages.required }),
    flagPostcodeMalformed: assign({ postcodeError: shellMessages.postcodeInvalid }),
    assignResults: assign((_, params: { output: LookupLocationsOutput }) => ({ results: params.output ?? [] })),
    assignSavedLocation: assign({
      savedLocation: ({ context, event }) => {
        const row = event.type === 'location.select' ? context.results.find((r) => r.key === event.key) : undefined;
        return row ? { key: row.key, value: row.location } : context.savedLocation;
      },
    }),
    /** Writes the location cookies; supplied by the app. */
    saveLocation: unprovidedAction<SaveLocationParams>('saveLocation'),
    announceLocationSaved: emit({ type: 'toast.request' as const, toast: locationSavedToast }),
    announceLookupFailure: emit((_, params: { error: unknown }) => ({ type: 'toast.request' as const, toast: lookupFailureToast(params.error) })),
  },
}).createMachine({
  id: 'deliveryArea',
  context: ({ input }) => ({
    savedLocation: input.savedLocation,
    preLaunch: input.preLaunch,
    postcode: initialPostcode(input.savedLocation),
    postcodeError: null,
    results: [],
  }),
  initial: 'closed',
  on: {
    'preLaunch.changed': { actions: 'assignPreLaunch' },
  },
  states: {
    closed: {
      on: {
        'deliveryArea.toggle': { target: 'open', actions: 'resetForm' },
        'route.changed': {
          guard: and([not('hasSavedLocation'), not('isPreLaunch')]),
          target: 'open',
          actions: 'resetForm',
        },
      },
    },
    open: {
      initial: 'idle',
      on: {
        'deliveryArea.toggle': { target: 'closed', actions: 'clearResults' },
        'postcode.change': { actions: 'assignPostcode' },
        'postcode.submit': [
          { guard: 'isPostcodeMissing', actions: 'flagPostcodeRequired' },
          { guard: 'isPostcodeMalformed', actions: 'flagPostcodeMalformed' },
          // From any sub-state, searching included: a new submit starts a new network-only lookup.
          { target: '.searching', reenter: true },
        ],
      },
      states: {
        /** No results yet: the popup shows "Please enter your postal code to find the delivery area." */
        idle: {},
        searching: {
          invoke: {
            id: 'lookupLocations',
            src: 'lookupLocations',
            input: ({ context }) => ({ postcode: context.postcode.trim() }),
            onDone: [
              {
                guard: { type: 'hasLocations', params: ({ event }) => ({ output: event.output }) },
                target: 'results',
                actions: { type: 'assignResults', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'notFound', actions: 'clearResults' },
            ],
            onError: {
              target: 'idle',
              actions: [
                'clearResults',
                { type: 'announceLookupFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        results: {
          on: {
            'location.select': {
              guard: 'isActiveLocation',
              target: '#deliveryArea.closed',
              actions: [
                'assignSavedLocation',
                {
                  type: 'saveLocation',
                  params: ({ context }) => ({
                    location: context.savedLocation ?? { key: '', value: '' },
                    maxAgeSeconds: LOCATION_COOKIE_MAX_AGE_S,
                  }),
                },
                'announceLocationSaved',
                'clearResults',
              ],
            },
          },
        },
        /** "We sincerely apologize for the inconvenience. Your location is outside our service area." */
        notFound: {},
      },
    },
  },
});
