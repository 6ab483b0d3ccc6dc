import type { SnapshotFrom } from 'xstate';
import { createAccountFormMachine, type AccountFormMachine } from './account-form.machine';

// /communications (account spec section 2): the newsletter choice is the shared form chart with one checkbox,
// `isSubscribed`, and no rules. Its submit answers the account's is_subscribed as the server now has it. With the
// shop's double opt-in a customer who asks to subscribe stays unsubscribed until the mail's link is opened, so what
// the page says after a save follows from what was asked and what the server answered, not from the checkbox alone.

export const communicationsFormMachine = createAccountFormMachine('communicationsForm', {});

/** After a save: subscribed, unsubscribed, or asked and waiting for the confirmation link; null before any save. */
export type SubscriptionOutcome = 'subscribed' | 'unsubscribed' | 'awaitingConfirmation' | null;

export function subscriptionOutcome(snapshot: SnapshotFrom<AccountFormMachine>): SubscriptionOutcome {
  if (!snapshot.matches('succeeded')) return null;
  const asked = snapshot.context.values.isSubscribed === true;
  const answered = snapshot.context.result === true;
  if (answered) return 'subscribed';
  return asked ? 'awaitingConfirmation' : 'unsubscribed';
}
