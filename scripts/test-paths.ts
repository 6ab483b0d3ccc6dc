import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm run test:paths [flow...] [--full]`: walks the generated paths of the modelled charts (tests/paths) in
// Chromium against a freshly started shop (playwright.paths.config.ts, port 8186). Without a flow every modelled
// chart; TALAT_PATHS=full (or --full) walks every transition the UI can take instead of the shortest path to every
// state. The report is .tmp/paths-report.md, screenshots of failing steps .tmp/paths-screens/.

const args = process.argv.slice(2);
const full = args.includes('--full') || process.env.TALAT_PATHS === 'full';
const flows = args.filter((arg) => !arg.startsWith('--'));
const root = resolve(import.meta.dirname, '..');
rmSync(resolve(root, '.tmp/paths-screens'), { recursive: true, force: true });

const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.paths.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TALAT_PATHS: full ? 'full' : 'shortest', TALAT_PATHS_FLOW: flows.join(',') },
});
process.exit(run.status ?? 1);
