// The baseline side of `bench:server --side-by-side`: a commit checked out once with `git worktree add` under
// .tmp/bench-base/<commit>, kept for later runs (a commit never changes), with the main checkout's node_modules
// linked in instead of a second install, and its embedded database seeded once (a pristine copy per run).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The commit `main` was at when the uncached-speed work began (issue 30): the default baseline. */
export const DEFAULT_BASELINE = 'cb02c59';

const CACHE = resolve('.tmp/bench-base');

/** A ref as the full commit it names; an unknown ref stops the run before any server starts. */
export function resolveCommit(ref: string): string {
  return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`]).toString().trim();
}

/** The commit's checkout, made on first use; the folder is named by the full commit, so a ref that moved gets a new one. */
export function worktreeFor(commit: string): string {
  const dir = resolve(CACHE, commit);
  if (!existsSync(resolve(dir, 'package.json'))) {
    mkdirSync(CACHE, { recursive: true });
    // A folder left by an interrupted add is not a worktree git knows: prune, then add afresh.
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune']);
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const modules = resolve(dir, 'node_modules');
  if (!existsSync(modules)) symlinkSync(resolve('node_modules'), modules, 'dir');
  return dir;
}

/** Where the commit's seeded embedded database is kept between runs. */
export function pristineDataDir(commit: string): string {
  return resolve(CACHE, `${commit}.data`);
}

/** Written once a server seeded the pristine folder and stopped cleanly: a folder from an interrupted seed has none. */
const COMPLETE = '.bench-seeded';

export function isPristine(dir: string): boolean {
  return existsSync(resolve(dir, COMPLETE));
}

export function markPristine(dir: string): void {
  writeFileSync(resolve(dir, COMPLETE), `${new Date().toISOString()}\n`);
}

/** A fresh data folder for one run: a copy of the pristine seed, or empty (the server seeds it on start). */
export function runDataDir(pristine: string | null, target: string): void {
  rmSync(target, { recursive: true, force: true });
  if (pristine && isPristine(pristine)) cpSync(pristine, target, { recursive: true });
  else mkdirSync(target, { recursive: true });
}
