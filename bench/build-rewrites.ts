/**
 * `npm run bench:build-rewrites`: what each build-only rewrite (vite.config.ts, BUILD_REWRITES) buys. Runs
 * `bench:bundle` once with every rewrite and once without each, each build in its own folder, and prints the
 * first visit's gzip KB per page and the difference the rewrite makes. docs/architecture.md lists the figures; a
 * rewrite that buys less than 3 KB gzip on every page (and no blocking time) goes.
 * `BENCH_REWRITES=a,b` measures only those.
 */
import { spawnSync } from 'node:child_process';
import { BUILD_REWRITES } from '../vite.config';

const PAGES = ['home', 'category', 'product'];
const only = process.env.BENCH_REWRITES?.split(',').filter(Boolean);
const names = only ?? [...BUILD_REWRITES];

/** The gzip KB of each page row `bench:bundle` prints ("home  68  650.1  205.6"). */
function firstVisit(without: string): Map<string, number> {
  const run = spawnSync('npx', ['tsx', 'bench/bundle.ts'], {
    encoding: 'utf8',
    env: { ...process.env, TALAT_BUILD_WITHOUT: without, TALAT_DIST_DIR: `.tmp/bench-rewrites/${without || 'all'}` },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`bench:bundle without ${without || 'nothing'} failed:\n${run.stderr.slice(-2000)}`);
  const sizes = new Map<string, number>();
  for (const line of run.stdout.split('\n')) {
    const row = /^(\S+)\s+\d+\s+[\d.]+\s+([\d.]+)$/.exec(line.trim());
    if (row && PAGES.includes(row[1]!)) sizes.set(row[1]!, Number(row[2]));
  }
  return sizes;
}

const all = firstVisit('');
console.log(`\nfirst visit, gzip KB     ${PAGES.map((page) => page.padStart(9)).join('')}`);
console.log(`every rewrite            ${PAGES.map((page) => (all.get(page)?.toFixed(1) ?? '?').padStart(9)).join('')}`);
for (const name of names) {
  const without = firstVisit(name);
  const delta = PAGES.map((page) => {
    const a = all.get(page);
    const b = without.get(page);
    return (a === undefined || b === undefined ? '?' : `+${(b - a).toFixed(1)}`).padStart(9);
  });
  console.log(`without ${name.padEnd(17)}${delta.join('')}`);
}
