/**
 * People a tester can sign in as on the sandbox provider's page (they may also type another one). Ids
 * look like LINE user ids (U + 32 hex digits). Nok's email has no talat account yet; Somchai's is the
 * demo customer's, which shows the "sign in with your password and link" path.
 */
export interface SandboxIdentity {
  subject: string;
  name: string;
  email: string | null;
}

export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  { subject: 'U1f0c0ffee0000000000000000000001a', name: 'นก ใจงาม', email: 'nok.line@example.com' },
  { subject: 'U2b0c0ffee0000000000000000000002b', name: 'Somchai Jaidee', email: 'somchai@example.com' },
  { subject: 'U3c0c0ffee0000000000000000000003c', name: 'Ploy (no email shared)', email: null },
];
