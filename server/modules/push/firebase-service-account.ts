import { readFileSync } from 'node:fs';

/**
 * The fields of a Google service account key (the JSON file the Firebase console's "Generate new private key"
 * gives) that sending with FCM HTTP v1 needs: who signs (client_email, private_key, private_key_id), where the
 * signed assertion is exchanged for an access token (token_uri), and the project messages are sent in.
 */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  /** PKCS#8 PEM, RSA. */
  privateKey: string;
  privateKeyId: string | null;
  tokenUri: string;
}

/** Google's OAuth 2.0 token endpoint, for key files that do not name one. */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads a service account key's JSON; throws a message naming what is missing (the server refuses to start). */
export function parseServiceAccount(json: string, source: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not JSON (expected a Google service account key file)`);
  }
  const raw = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (raw.type !== 'service_account') throw new Error(`${source} is not a service account key (its "type" is not "service_account")`);
  const account = {
    projectId: text(raw.project_id),
    clientEmail: text(raw.client_email),
    // Keys pasted into one-line environment variables often carry literal \n.
    privateKey: typeof raw.private_key === 'string' ? raw.private_key.replace(/\\n/g, '\n') : '',
    privateKeyId: text(raw.private_key_id) || null,
    tokenUri: text(raw.token_uri) || GOOGLE_TOKEN_URI,
  };
  const missing = (['projectId', 'clientEmail', 'privateKey'] as const).filter((key) => account[key] === '');
  if (missing.length > 0) throw new Error(`${source} lacks ${missing.map((key) => ({ projectId: 'project_id', clientEmail: 'client_email', privateKey: 'private_key' })[key]).join(', ')}`);
  if (!account.privateKey.includes('BEGIN PRIVATE KEY')) throw new Error(`${source}: private_key is not a PKCS#8 PEM key`);
  if (!/^https?:\/\//.test(account.tokenUri)) throw new Error(`${source}: token_uri is not an http(s) URL`);
  return account;
}

/**
 * The service account from TALAT_FIREBASE_SERVICE_ACCOUNT_FILE (a path to the key file) or
 * TALAT_FIREBASE_SERVICE_ACCOUNT (the key file's JSON itself, for hosts that take secrets as variables); null when
 * neither is set.
 */
export function loadServiceAccount(env: NodeJS.ProcessEnv): ServiceAccount | null {
  const file = env.TALAT_FIREBASE_SERVICE_ACCOUNT_FILE?.trim();
  const json = env.TALAT_FIREBASE_SERVICE_ACCOUNT?.trim();
  if (file && json) throw new Error('Set TALAT_FIREBASE_SERVICE_ACCOUNT_FILE or TALAT_FIREBASE_SERVICE_ACCOUNT, not both');
  if (json) return parseServiceAccount(json, 'TALAT_FIREBASE_SERVICE_ACCOUNT');
  if (!file) return null;
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`TALAT_FIREBASE_SERVICE_ACCOUNT_FILE: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
  }
  return parseServiceAccount(content, `TALAT_FIREBASE_SERVICE_ACCOUNT_FILE (${file})`);
}
