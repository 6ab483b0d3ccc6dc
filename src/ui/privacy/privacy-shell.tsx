// The privacy actors of the page view, started once store config and the session are known: cookie consent
// (with the analytics loader as its applyConsent), the privacy-policy modal and the pending consents. The last two
// follow the session through their own invoked followSession (account/follow-session): sign-in submits the
// pending consents and runs the policy's silent check, with no effect forwarding it. Renders the cookie bar, the
// cookie dialog and the policy modal beside the page.
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import { loadCookieGroups, saveCookieChoice } from '../../api/privacy/cookie-calls';
import { readAcceptedPolicyVersion, readCookieAcceptance, writeAcceptedPolicyVersion, writeCookieAcceptance } from '../../api/privacy/acceptance-storage';
import { cookieConsentMachine } from '../../machines/cookie-consent.machine';
import { pendingConsentsMachine, type PendingConsentsEvent } from '../../machines/pending-consents.machine';
import { privacyPolicyMachine, type PrivacyPolicyEvent } from '../../machines/privacy-policy.machine';
import { followSession, signedInNow } from '../providers/follow-session';
import { useOptionalSession } from '../providers/session-context';
import { LoadedWhen } from '../common/lazy-view';
import { lazyModule } from '../common/lazy-module';
import { useShellDeps } from '../providers/shell-deps';
import { useStoreConfig } from '../providers/shell-data';
import { createConsentedScripts } from './analytics-loader';
import { CookieBar } from './cookie-bar';
import { PrivacyContext, type PrivacyActors } from './privacy-context';
import { onFirstCall } from '../../lib/on-first-call';
import { inspected } from '../providers/inspection';

// The policy and consent calls run for a signed-in shopper (or a sign-in with consents): they load then.
const policyCalls = () => import('../../api/privacy/policy-calls');
const acceptPolicy = onFirstCall(policyCalls, 'acceptPolicy');
const loadPolicy = onFirstCall(policyCalls, 'loadPolicy');
const submitConsents = onFirstCall(policyCalls, 'submitConsents');

// The dialog and the modal load when first opened.
const CookieDialog = lazyModule('privacy/cookie-dialog', async () => (await import('./cookie-dialog')).CookieDialog);
const PolicyModal = lazyModule('privacy/policy-modal', async () => (await import('./policy-modal')).PolicyModal);

function useStartedPrivacyActors(): PrivacyActors {
  const { client, persistence } = useShellDeps();
  const config = useStoreConfig();
  const session = useOptionalSession();
  const [actors] = useState<PrivacyActors>(() => {
    // Page-lived like the cart and session actors: started here, never stopped (StrictMode would stop them).
    const applyConsent = typeof document === 'undefined' ? () => {} : createConsentedScripts(document, config.analytics);
    const cookies = createActor(
      cookieConsentMachine.provide({
        actors: {
          loadGroups: fromPromise(() => loadCookieGroups(client)),
          saveChoice: fromPromise(({ input }) => saveCookieChoice(client, input)),
        },
        actions: {
          persistAcceptance: (_, params) => writeCookieAcceptance(persistence, params.acceptance),
          applyConsent: (_, params) => applyConsent(params.acceptance),
        },
      }),
      inspected({ input: { barEnabled: config.cookieBar.enabled, stored: readCookieAcceptance(persistence) } }),
    );
    const policy = createActor(
      privacyPolicyMachine.provide({
        actors: {
          loadPolicy: fromPromise(() => loadPolicy(client)),
          acceptPolicy: fromPromise(({ input }) => acceptPolicy(client, input.version)),
          followSession: followSession<PrivacyPolicyEvent>(session, persistence, { signedIn: { type: 'session.signedIn' }, signedOut: { type: 'session.signedOut' } }),
        },
        actions: { persistAcceptance: (_, params) => writeAcceptedPolicyVersion(persistence, params.version) },
      }),
      inspected({ input: { acceptedVersion: readAcceptedPolicyVersion(persistence) } }),
    );
    const pendingConsents = createActor(
      pendingConsentsMachine.provide({
        actors: {
          submitConsents: fromPromise(({ input }) => submitConsents(client, input.choices)),
          followSession: followSession<PendingConsentsEvent>(session, persistence, { signedIn: { type: 'session.signedIn' }, signedOut: { type: 'session.signedOut' } }),
        },
        actions: { persistPending: (_, params) => (params.pending.length ? persistence.set('am-pending-consents', params.pending) : persistence.remove('am-pending-consents')) },
      }),
      inspected({ input: { pending: persistence.get('am-pending-consents') ?? [], signedIn: signedInNow(session, persistence) } }),
    );
    cookies.start();
    policy.start();
    pendingConsents.start();
    return { cookies, policy, pendingConsents };
  });
  return actors;
}

export function PrivacyShell({ children }: { children: ReactNode }) {
  const actors = useStartedPrivacyActors();
  const dialogOpen = useSelector(actors.cookies, (snapshot) => snapshot.matches('dialog'));
  const policyOpen = useSelector(actors.policy, (snapshot) => snapshot.matches('prompting') || snapshot.matches('reading'));
  return (
    <PrivacyContext.Provider value={actors}>
      {children}
      <CookieBar />
      <LoadedWhen when={dialogOpen}>
        <CookieDialog />
      </LoadedWhen>
      <LoadedWhen when={policyOpen}>
        <PolicyModal />
      </LoadedWhen>
    </PrivacyContext.Provider>
  );
}
