import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { creditTransactionsMachine, CREDIT_TRANSACTIONS_PAGE_SIZE, type CreditTransactionsContext } from '../../src/machines/credit-transactions.machine';
import type { CreditTransactionsPage } from '../../src/domain/credit-types';
import { describeModel, expectation } from './support/model-test';

// Account spec sections 4 and 9: pages of 10 from page 1. Moving is possible only to pages the server reported
// (next below the last, previous above the first, a number within 1..totalPages other than the current); an
// answer with no transactions is the empty list; a failed page may be retried, or left for the page before it.
interface ExpectedTransactions {
  state: 'loading' | 'ready' | 'empty' | 'failed';
  page: number;
  totalPages: number | null;
}

// Transactions paged 10 from page 1: every load asks for the context's page with size 10; next, previous and a
// page number move only within the pages the server reported.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CreditTransactionsContext;
const item = (id: number) => ({ id, type: 'purchased', amount: -107, balance: 4893, currency: 'THB', datetime: '2026-11-24 07:30:00', order: `00000000${id}` });
const pageOf = (currentPage: number): CreditTransactionsPage => ({ items: [item(currentPage)], currentPage, totalPages: 3, totalCount: 21 });
const none: CreditTransactionsPage = { items: [], currentPage: 1, totalPages: 1, totalCount: 0 };

describeModel('credit transactions machine', {
  machine: creditTransactionsMachine,
  events: (snapshot) => [
    { type: 'page.next' },
    { type: 'page.previous' },
    { type: 'page.go', page: 3 },
    { type: 'page.go', page: 9 },
    { type: 'retry' },
    { type: 'xstate.done.actor.loadPage', output: pageOf(ctx(snapshot).page) },
    ...(ctx(snapshot).page === 1 ? [{ type: 'xstate.done.actor.loadPage', output: none }] : []),
    { type: 'xstate.error.actor.loadPage', error: new Error('Network down') },
  ],
  key: (snapshot) => [ctx(snapshot).page, ctx(snapshot).data?.totalCount ?? null, ctx(snapshot).error !== null],
  promiseActors: ['loadPage'],
  states: {
    loading: (snapshot, sut) => expect(sut.promises.loadPage!.lastInput).toEqual({ page: ctx(snapshot).page, pageSize: CREDIT_TRANSACTIONS_PAGE_SIZE }),
    ready: (snapshot) => {
      const c = ctx(snapshot);
      expect(c.data?.currentPage).toBe(c.page);
      expect(snapshot.can({ type: 'page.next' })).toBe(c.page < 3);
      expect(snapshot.can({ type: 'page.previous' })).toBe(c.page > 1);
      expect(snapshot.can({ type: 'page.go', page: 9 })).toBe(false);
    },
    empty: (snapshot) => {
      expect(ctx(snapshot).data).toEqual(none);
      expect(snapshot.can({ type: 'page.next' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(ctx(snapshot).error).toEqual(new Error('Network down'));
      expect(snapshot.can({ type: 'retry' })).toBe(true);
    },
  },
  expected: expectation<ExpectedTransactions>({
    initial: () => ({ state: 'loading', page: 1, totalPages: null }),
    next: (model, event) => {
      const load = (page: number) => ({ ...model, state: 'loading' as const, page });
      const { state, page, totalPages } = model;
      if (state === 'loading') {
        if (event.type === 'xstate.error.actor.loadPage') return { ...model, state: 'failed' };
        if (event.type === 'xstate.done.actor.loadPage') {
          const answer = (event as unknown as { output: CreditTransactionsPage }).output;
          return { state: answer.totalCount === 0 ? 'empty' : 'ready', page, totalPages: answer.totalPages };
        }
      }
      if (state === 'ready') {
        const last = totalPages ?? 1;
        if (event.type === 'page.next' && page < last) return load(page + 1);
        if (event.type === 'page.previous' && page > 1) return load(page - 1);
        if (event.type === 'page.go') {
          const to = (event as unknown as { page: number }).page;
          return to >= 1 && to <= last && to !== page ? load(to) : model;
        }
      }
      if (state === 'failed') {
        if (event.type === 'retry') return load(page);
        if (event.type === 'page.previous' && page > 1) return load(page - 1);
      }
      throw new Error(`no expectation for ${event.type} in ${state} on page ${page}`);
    },
    check: (snapshot, model) => {
      expect(snapshot.value).toBe(model.state);
      expect(ctx(snapshot).page).toBe(model.page);
      expect(ctx(snapshot).pageSize).toBe(10);
      if (model.state !== 'loading' && model.totalPages !== null) expect(ctx(snapshot).data?.totalPages).toBe(model.totalPages);
    },
  }),
});
