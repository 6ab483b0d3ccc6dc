import { spawn, type ChildProcess } from 'node:child_process';

export interface SideServer {
  url: string;
  /** The server process's pid: its threads are read from /proc/<pid>/task (threads.ts). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` of a checkout (`cwd`: the working tree or a baseline worktree) in its own process,
 * as bench/support/start-server.ts does, and waits for /health. node itself with tsx's loader, so the pid is
 * the server's and a signal reaches it; tsx and every dependency resolve from the checkout's node_modules.
 */
export async function startSideServer(cwd: string, env: Record<string, string>, port: number, timeoutMs = 600_000): Promise<SideServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server in ${cwd} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server in ${cwd} did not become healthy in ${timeoutMs / 1000} s`);
    }
  }
  if (child.pid === undefined) throw new Error('server has no pid');
  return { url, pid: child.pid, stop };
}
