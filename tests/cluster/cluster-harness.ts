// What the cluster test and benchmark start: a throwaway PostgreSQL, N talat nodes at once on its empty database
// (one shared media folder, one operator token, purges to Varnish) and Varnish in front with deploy/varnish/talat.vcl.
// Every process started here is stopped by `stop()`, also when a start fails half-way or the run is interrupted.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { needsBuild } from '../../scripts/build-freshness';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
}

export interface ClusterOptions {
  /** PostgreSQL's port (scripts/start-test-postgres.sh). */
  pgPort: number;
  /** One port per node. */
  nodePorts: number[];
  varnishPort: number;
  varnishAdminPort: number;
  /** The build the nodes serve (built once when missing). */
  distDir: string;
  /** Extra environment for every node (SMTP, push stand-in, …). */
  env?: Record<string, string>;
  /** Where the shared media folder and node logs go. */
  workDir: string;
}

export interface Cluster {
  databaseUrl: string;
  nodes: ClusterNode[];
  varnish: string;
  operatorToken: string;
  mediaDir: string;
  /** Nodes that did not come up when started together (each was then started alone). */
  startFailures: string[];
  /** Starts (again) the node at `index`, as at the start. */
  startNode(index: number, waitMs?: number): Promise<ClusterNode>;
  /** varnishstat counters (MAIN.cache_hit, …). */
  varnishStat(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();
let stopHooks: (() => Promise<void>)[] = [];

// An interrupted run (Ctrl-C, CI's timeout) still ends what it started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(stopHooks.map((hook) => hook())).finally(() => process.exit(130));
  });
}
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** What a build is made from, as `npm start` reckons it (scripts/start.ts). */
function buildSources(): string[] {
  const plugins = readdirSync(join(root, 'scripts')).filter((name) => /^vite-.*\.ts$/.test(name)).map((name) => join('scripts', name));
  return ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', ...plugins].map((source) => join(root, source));
}

/** Builds the shop into distDir unless a build newer than its sources is there (the nodes share one). */
export async function ensureBuild(distDir: string): Promise<void> {
  if (!needsBuild(distDir, buildSources())) return;
  console.log(`building the shop into ${distDir} ...`);
  const vite = join(root, 'node_modules/.bin/vite');
  await run(vite, ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  await run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(distDir, '.ssr'), '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
}

async function lastLine(command: string, args: string[]): Promise<string> {
  const { stdout } = await run(command, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim().split('\n').at(-1) ?? '';
}

async function waitReady(node: ClusterNode, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`${node.name} exited (${node.child.exitCode}):\n${node.output().slice(-3000)}`);
    try {
      if ((await fetch(`${node.url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${node.name} not ready in ${timeoutMs} ms:\n${node.output().slice(-3000)}`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 8_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      started.delete(child);
      done();
    });
    child.kill(signal);
  });
}

/**
 * PostgreSQL (a fresh, empty database), the nodes started at the same moment, then Varnish. The database is
 * dropped and made again first, so every run starts as an operator's first deploy does.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async (): Promise<void> => {
    for (const step of stops.splice(0).reverse()) await step().catch((error: unknown) => console.error('cleanup:', error));
  };
  stopHooks.push(stop);
  try {
    await ensureBuild(options.distDir);
    const server = await lastLine(join(root, 'scripts/start-test-postgres.sh'), [String(options.pgPort)]);
    stops.push(async () => void (await run(join(root, 'scripts/stop-test-postgres.sh'), [String(options.pgPort)], { cwd: root })));
    const database = 'talat_cluster';
    const psql = (sqlText: string) => run('psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', sqlText]);
    await psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await psql(`CREATE DATABASE ${database} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`);
    const databaseUrl = server.replace(/\/[^/]*$/, `/${database}`);

    rmSync(options.workDir, { recursive: true, force: true });
    const mediaDir = join(options.workDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    const operatorToken = `cluster-operator-${Math.random().toString(36).slice(2)}`;
    const varnish = `http://127.0.0.1:${options.varnishPort}`;
    const nodes: ClusterNode[] = [];

    const startNode = async (index: number, waitMs = 240_000): Promise<ClusterNode> => {
      const port = options.nodePorts[index]!;
      const name = `node ${String.fromCharCode(65 + index)}`;
      const dataDir = join(options.workDir, `node-${index}`);
      mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          TALAT_DATA_DIR: dataDir,
          TALAT_MEDIA_DIR: mediaDir,
          TALAT_DIST_DIR: options.distDir,
          TALAT_OPERATOR_TOKEN: operatorToken,
          TALAT_HTTP_CACHE_PURGE_URLS: varnish,
          TALAT_TRUSTED_PROXIES: '127.0.0.1',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.add(child);
      let log = '';
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-200_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const node: ClusterNode = { name, port, url: `http://127.0.0.1:${port}`, child, output: () => log };
      nodes[index] = node;
      await waitReady(node, waitMs);
      return node;
    };
    stops.push(async () => {
      await Promise.all(nodes.map((node) => stopChild(node.child)));
    });

    // All at once on the empty database: migrations and the first seed must run once while the others wait.
    // A node that fails is recorded (the test reports it) and started again alone, so the other checks still run.
    const startFailures: string[] = [];
    const outcomes = await Promise.allSettled(options.nodePorts.map((_, index) => startNode(index)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue;
      startFailures.push(outcome.reason instanceof Error ? outcome.reason.message.slice(0, 600) : String(outcome.reason));
      await startNode(index);
    }

    await lastLine(join(root, 'scripts/start-test-varnish.sh'), [String(options.varnishPort), String(options.varnishAdminPort), nodes.map((node) => `127.0.0.1:${node.port}`).join(',')]);
    stops.push(async () => void (await run(join(root, 'scripts/stop-test-varnish.sh'), [String(options.varnishPort)], { cwd: root })));
    // The probes mark every node healthy before the first request goes through.
    await waitHealthyBackends(options.varnishPort, nodes.length);

    const varnishStat = async (): Promise<Record<string, number>> => {
      const { stdout } = await run('varnishstat', ['-n', join(root, `.tmp/varnish-${options.varnishPort}/state`), '-1', '-j']);
      const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, unknown>;
      const counters = parsed.counters ?? (parsed as unknown as Record<string, { value: number }>);
      return Object.fromEntries(Object.entries(counters).filter(([, v]) => typeof v === 'object' && v !== null && 'value' in v).map(([k, v]) => [k, v.value]));
    };
    return { databaseUrl, nodes, varnish, operatorToken, mediaDir, startFailures, startNode, varnishStat, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitHealthyBackends(varnishPort: number, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { stdout } = await run('varnishadm', ['-n', join(root, `.tmp/varnish-${varnishPort}/state`), 'backend.list']).catch(() => ({ stdout: '' }));
    const healthy = stdout.split('\n').filter((line) => /node\d/.test(line) && /healthy/i.test(line) && !/sick/i.test(line)).length;
    if (healthy >= count) return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error('Varnish did not see every node healthy in 20 s');
}

/** Clears the stop hooks once a run has stopped its cluster itself. */
export function forgetStops(): void {
  stopHooks = [];
}
