// The privacy actors for the whole page view (cookie consent, privacy policy, pending consents), created once
// inside the shell where store config and the session are known. Views read them with usePrivacyActors().
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from '../../machines/cookie-consent.machine';
import type { privacyPolicyMachine } from '../../machines/privacy-policy.machine';
import type { pendingConsentsMachine } from '../../machines/pending-consents.machine';

export interface PrivacyActors {
  cookies: ActorRefFrom<typeof cookieConsentMachine>;
  policy: ActorRefFrom<typeof privacyPolicyMachine>;
  pendingConsents: ActorRefFrom<typeof pendingConsentsMachine>;
}

export const PrivacyContext = createContext<PrivacyActors | null>(null);

export function useOptionalPrivacyActors(): PrivacyActors | null {
  return useContext(PrivacyContext);
}

export function usePrivacyActors(): PrivacyActors {
  const actors = useContext(PrivacyContext);
  if (!actors) throw new Error('Privacy views need <PrivacyShell> above them.');
  return actors;
}
