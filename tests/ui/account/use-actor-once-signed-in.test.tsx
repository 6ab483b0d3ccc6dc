// A chart with nothing to do for a guest loads and starts at the first sign-in, once per page, StrictMode or not.
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { SessionProvider } from '../../../src/ui/providers/session-context';
import type { SessionActor } from '../../../src/ui/providers/session-runtime';
import { useActorOnceSignedIn, type ActorStartDeps } from '../../../src/ui/account/use-actor-once-signed-in';
import { ShellDepsProvider, type ShellDeps } from '../../../src/ui/providers/shell-deps';

const sessionChart = setup({ types: { events: {} as { type: 'signIn' } | { type: 'signOut' } } }).createMachine({
  initial: 'signedOut',
  states: { signedOut: { on: { signIn: 'signedIn' } }, signedIn: { on: { signOut: 'signedOut' } } },
});
const fakeSession = () => createActor(sessionChart).start() as unknown as SessionActor & { send: (event: { type: 'signIn' | 'signOut' }) => void };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderProbe(session: SessionActor, start: (deps: ActorStartDeps) => Promise<string>, startNow?: () => boolean) {
  const deps = { client: {}, persistence: createBrowserPersistence(createMemoryStorage()) } as unknown as ShellDeps;
  function Probe() {
    return <p>{useActorOnceSignedIn({ start, startNow, what: 'Probe' }) ?? 'waiting'}</p>;
  }
  return render(
    <StrictMode>
      <ShellDepsProvider value={deps}>
        <SessionProvider session={session}>
          <Probe />
        </SessionProvider>
      </ShellDepsProvider>
    </StrictMode>,
  );
}

describe('useActorOnceSignedIn', () => {
  it("waits for a guest's sign-in, then starts once under StrictMode and stays after sign-out", async () => {
    const session = fakeSession();
    const start = vi.fn(async ({ session: given }: ActorStartDeps) => (given === session ? 'started' : 'wrong session'));
    renderProbe(session, start);
    await settle();
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
    await act(async () => session.send({ type: 'signIn' }));
    await settle();
    expect(screen.getByText('started')).toBeTruthy();
    await act(async () => session.send({ type: 'signOut' }));
    await act(async () => session.send({ type: 'signIn' }));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once, once, when signed in already or when startNow says so', async () => {
    const signedIn = fakeSession();
    signedIn.send({ type: 'signIn' });
    const startSignedIn = vi.fn(async () => 'started');
    renderProbe(signedIn, startSignedIn);
    await settle();
    expect(screen.getByText('started')).toBeTruthy();
    expect(startSignedIn).toHaveBeenCalledTimes(1);

    const startWithToken = vi.fn(async () => 'token to drop');
    renderProbe(fakeSession(), startWithToken, () => true);
    await settle();
    expect(screen.getByText('token to drop')).toBeTruthy();
    expect(startWithToken).toHaveBeenCalledTimes(1);
  });

  it('names the chart in the console when its code fails to load, and the view keeps waiting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signedIn = fakeSession();
    signedIn.send({ type: 'signIn' });
    renderProbe(signedIn, async () => Promise.reject(new Error('chunk failed')));
    await settle();
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Probe:', expect.objectContaining({ message: 'chunk failed' }));
    error.mockRestore();
  });
});
