import { sendParent } from 'xstate';
import { addedToast, addToCartFeedbackMachine } from './add-to-cart-feedback.machine';
import { actionFailedNotice, createFailedNotice, itemAddedNotice } from './cart-setup';
import { cartMachine } from './cart.machine';

// The children of the shop system chart (shop-system.machine.ts) as it runs them: the same charts, with the
// notices they emit when standalone sent to their parent instead, where the system's transitions take them.

/** The cart as the system runs it: what it announces goes to its parent. */
export const systemCartMachine = cartMachine.provide({
  actions: {
    announceAdded: sendParent(({ context }) => itemAddedNotice(context)),
    reportActionFailure: sendParent(({ context }, params: { error: unknown }) => actionFailedNotice(context, params.error)),
    reportCreateFailure: sendParent(({ context }) => createFailedNotice(context)),
  },
});

/** The feedback as the system runs it: its toast request goes to its parent, which owns the toast area. */
export const systemFeedbackMachine = addToCartFeedbackMachine.provide({
  actions: {
    showToast: sendParent(({ event }) => {
      if (event.type !== 'feedback.itemAdded') throw new Error(`showToast runs on feedback.itemAdded, not ${event.type}`);
      return { type: 'toast.request', toast: addedToast(event.item) } as const;
    }),
  },
});

