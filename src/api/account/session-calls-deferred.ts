// The session's calls as the shell's session and cart use them: loaded on their first call (lib/on-first-call.ts).
// A guest's session calls nothing; they load with a stored sign-in or the first sign-in.
import { onFirstCall } from '../../lib/on-first-call';

const sessionCalls = () => import('./session-calls');
export const fetchCustomer = onFirstCall(sessionCalls, 'fetchCustomer');
export const revokeToken = onFirstCall(sessionCalls, 'revokeToken');
export const mergeGuestCart = onFirstCall(sessionCalls, 'mergeGuestCart');
