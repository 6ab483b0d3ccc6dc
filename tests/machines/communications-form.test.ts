// The communications form: the shared form chart with the newsletter checkbox; what a save says follows what was
// asked and what the server answered (double opt-in keeps a fresh subscription false until the link is opened).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SubmitInput } from '../../src/machines/account-form.machine';
import { communicationsFormMachine, subscriptionOutcome } from '../../src/machines/communications-form';

/** A form whose server answers `answer` for is_subscribed, saved once with the box set to `asked`. */
async function saved(initial: boolean, asked: boolean, answer: boolean | Error) {
  const machine = communicationsFormMachine.provide({
    actors: { submit: fromPromise<unknown, SubmitInput>(async () => (answer instanceof Error ? Promise.reject(answer) : answer)) },
  });
  const actor = createActor(machine, { input: { values: { isSubscribed: initial } } }).start();
  expect(subscriptionOutcome(actor.getSnapshot())).toBeNull();
  if (asked !== initial) actor.send({ type: 'form.change', field: 'isSubscribed', value: asked });
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().matches('submitting')).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return actor.getSnapshot();
}

describe('communications form', () => {
  it('asked to subscribe and answered false: waiting for the confirmation link', async () => {
    expect(subscriptionOutcome(await saved(false, true, false))).toBe('awaitingConfirmation');
  });

  it('answered true: subscribed (confirmation off, or already confirmed)', async () => {
    expect(subscriptionOutcome(await saved(false, true, true))).toBe('subscribed');
    expect(subscriptionOutcome(await saved(true, true, true))).toBe('subscribed');
  });

  it('asked to stop: unsubscribed', async () => {
    expect(subscriptionOutcome(await saved(true, false, false))).toBe('unsubscribed');
  });

  it("a refusal keeps the box as ticked, shows the server's message and says nothing of an outcome", async () => {
    const snapshot = await saved(false, true, new Error('Please agree to "Privacy policy" to continue.'));
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.values.isSubscribed).toBe(true);
    expect(snapshot.context.submitError).toEqual({ text: 'Please agree to "Privacy policy" to continue.' });
    expect(subscriptionOutcome(snapshot)).toBeNull();
  });
});
