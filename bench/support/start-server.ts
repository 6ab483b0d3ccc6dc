import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` in its own process (as `npm start` does, without the build step) and waits for
 * /health, so the server does not share an event loop with the load generator.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  // node itself with tsx's loader, not `npx tsx`: a signal to npx does not reach the server, which then
  // kept the port and data folder, so the next server failed while the old one answered the load.
  // BENCH_SERVER_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (where its time went).
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 10 minutes');
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A POSTed GraphQL query for set-up look-ups (not measured). */
export async function graphql<T>(url: string, query: string, store = 'th'): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.map((e) => e.message).join(', ') ?? `HTTP ${res.status}`);
  return body.data;
}

/** The storefront's GET form of a query: minified text, variables and the store parameter in the URL. */
export function getPath(query: string, variables: Record<string, unknown>, store = 'th'): string {
  const params = new URLSearchParams({
    query: query.replace(/\s+/g, ' ').trim(),
    variables: JSON.stringify(variables),
    store,
  });
  return `/graphql?${params.toString()}`;
}
