import { assign, setup } from 'xstate';
import type { CreditTransactionsPage } from '../domain/credit-types';
import { unprovidedPromise } from './unprovided';

// The credit transactions list of /customer/credit/ (account spec sections 4 and 9): pages of 10, starting at
// page 1. Each page is loaded when asked for; previous and next exist only where there is such a page, and a page
// number is accepted only within 1..totalPages. A failed page keeps the previous one on screen and can be retried.

export const CREDIT_TRANSACTIONS_PAGE_SIZE = 10;
export const CREDIT_TRANSACTIONS_FIRST_PAGE = 1;

export interface CreditTransactionsContext {
  page: number;
  pageSize: number;
  data: CreditTransactionsPage | null;
  error: unknown;
}

export type CreditTransactionsEvent =
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'page.go'; page: number }
  | { type: 'retry' };

export interface LoadPageInput {
  page: number;
  pageSize: number;
}

export const creditTransactionsMachine = setup({
  types: {
    context: {} as CreditTransactionsContext,
    events: {} as CreditTransactionsEvent,
  },
  actors: {
    loadPage: unprovidedPromise<CreditTransactionsPage | null, LoadPageInput>('loadPage'),
  },
  guards: {
    hasNext: ({ context }) => context.data !== null && context.page < context.data.totalPages,
    hasPrevious: ({ context }) => context.page > CREDIT_TRANSACTIONS_FIRST_PAGE,
    isOtherValidPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= CREDIT_TRANSACTIONS_FIRST_PAGE &&
      event.page <= (context.data?.totalPages ?? CREDIT_TRANSACTIONS_FIRST_PAGE) &&
      event.page !== context.page,
    isEmpty: (_, params: { output: CreditTransactionsPage | null }) => params.output === null || params.output.totalCount === 0,
  },
  actions: {
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    previousPage: assign({ page: ({ context }) => context.page - 1 }),
    goToPage: assign({ page: ({ context, event }) => (event.type === 'page.go' ? event.page : context.page) }),
    assignPage: assign((_, params: { output: CreditTransactionsPage | null }) => ({ data: params.output, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'creditTransactions',
  context: { page: CREDIT_TRANSACTIONS_FIRST_PAGE, pageSize: CREDIT_TRANSACTIONS_PAGE_SIZE, data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: { type: 'assignPage', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: {
        'page.next': { guard: 'hasNext', target: 'loading', actions: 'nextPage' },
        'page.previous': { guard: 'hasPrevious', target: 'loading', actions: 'previousPage' },
        'page.go': { guard: 'isOtherValidPage', target: 'loading', actions: 'goToPage' },
      },
    },
    empty: {},
    failed: {
      on: {
        retry: 'loading',
        'page.previous': { guard: 'hasPrevious', target: 'loading', actions: 'previousPage' },
      },
    },
  },
});
