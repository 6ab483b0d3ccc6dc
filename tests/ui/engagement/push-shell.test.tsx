// The push registration chart starts, and its code loads, only once it has something to act on: at the first
// sign-in, or at once for a signed-in customer or a stored token (a signed-out customer's, to leave).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { onceSignedIn } from '../../../src/ui/providers/follow-session';
import { SessionProvider } from '../../../src/ui/providers/session-context';
import type { SessionActor } from '../../../src/ui/providers/session-runtime';
import { PushShell, usePushRegistration } from '../../../src/ui/engagement/push-shell';
import { ShellDepsProvider, type ShellDeps } from '../../../src/ui/providers/shell-deps';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/ui/engagement/push-runtime', () => ({
  startPushRegistration: () => {
    started.count += 1;
    return { id: 'push' };
  },
}));

/** A session with the two states the helpers read (the real chart's names). */
const sessionChart = setup({ types: { events: {} as { type: 'signIn' } | { type: 'signOut' } } }).createMachine({
  initial: 'signedOut',
  states: { signedOut: { on: { signIn: 'signedIn' } }, signedIn: { on: { signOut: 'signedOut' } } },
});
const fakeSession = () => createActor(sessionChart).start() as unknown as SessionActor & { send: (event: { type: 'signIn' | 'signOut' }) => void };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  started.count = 0;
});

describe('onceSignedIn', () => {
  it('calls at once when signed in, else at the first sign-in only, and not after it was stopped', () => {
    const noStorage = { get: () => undefined };
    const session = fakeSession();
    const calls: string[] = [];
    const stop = onceSignedIn(session, noStorage, () => calls.push('first'));
    const stopped = onceSignedIn(session, noStorage, () => calls.push('stopped'));
    stopped();
    expect(calls).toEqual([]);
    session.send({ type: 'signIn' });
    session.send({ type: 'signOut' });
    session.send({ type: 'signIn' });
    expect(calls).toEqual(['first']);
    stop();
    onceSignedIn(session, noStorage, () => calls.push('now'));
    expect(calls).toEqual(['first', 'now']);
  });

  it('without a session actor, the stored sign-in token decides once', () => {
    const calls: string[] = [];
    onceSignedIn(null, { get: () => undefined }, () => calls.push('guest'));
    onceSignedIn(null, { get: (key: string) => (key === 'signin_token' ? 'token' : undefined) } as never, () => calls.push('signed in'));
    expect(calls).toEqual(['signed in']);
  });
});

function Probe() {
  return <p>{usePushRegistration() ? 'push started' : 'push waiting'}</p>;
}

function renderShell(session: SessionActor, stored: Record<string, string> = {}) {
  const persistence = createBrowserPersistence(createMemoryStorage());
  for (const [key, value] of Object.entries(stored)) persistence.set(key as 'token_firebase', value);
  const deps = { client: {}, persistence } as unknown as ShellDeps;
  return render(
    <ShellDepsProvider value={deps}>
      <SessionProvider session={session}>
        <PushShell>
          <Probe />
        </PushShell>
      </SessionProvider>
    </ShellDepsProvider>,
  );
}

describe('PushShell', () => {
  it("a guest's page neither loads nor starts the chart until the shopper signs in", async () => {
    const session = fakeSession();
    renderShell(session);
    await settle();
    expect(screen.getByText('push waiting')).toBeTruthy();
    expect(started.count).toBe(0);
    await act(async () => session.send({ type: 'signIn' }));
    await settle();
    expect(screen.getByText('push started')).toBeTruthy();
    expect(started.count).toBe(1);
  });

  it('starts at once with a stored token, for the chart to ask the server to drop it', async () => {
    renderShell(fakeSession(), { token_firebase: 'left-behind' });
    await settle();
    expect(screen.getByText('push started')).toBeTruthy();
    expect(started.count).toBe(1);
  });

  it('starts at once for a signed-in customer', async () => {
    const session = fakeSession();
    session.send({ type: 'signIn' });
    renderShell(session);
    await settle();
    expect(screen.getByText('push started')).toBeTruthy();
    expect(started.count).toBe(1);
  });
});
