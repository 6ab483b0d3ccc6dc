// The company-credit actor, started by the credit shell (credit-runtime.tsx) at the first sign-in: a guest has no
// credit, so a guest's page loads neither this chart nor its calls.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { companyCreditMachine, type CompanyCreditEvent } from '../../machines/company-credit.machine';
import { followSession } from '../providers/follow-session';
import type { ActorStartDeps } from '../account/use-actor-once-signed-in';
import { onFirstCall } from '../../lib/on-first-call';
import { inspected } from '../providers/inspection';

// Only a company buyer has credit: its call loads with the first answer asked for.
const fetchCreditOverview = onFirstCall(() => import('../../api/account/credit-calls'), 'fetchCreditOverview');

export type CompanyCreditActor = ActorRefFrom<typeof companyCreditMachine>;

export function startCompanyCredit({ client, persistence, session }: ActorStartDeps): CompanyCreditActor {
  return createActor(
    companyCreditMachine.provide({
      actors: {
        loadCredit: fromPromise(() => fetchCreditOverview(client)),
        followSession: followSession<CompanyCreditEvent>(session, persistence, { signedIn: { type: 'session.signedIn' }, signedOut: { type: 'session.signedOut' } }),
      },
    }), inspected(),
  ).start();
}
