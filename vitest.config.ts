import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// A test file that mocks a module or changes the process's environment for the modules it imports must get
// modules of its own: with shared modules its mock or setting would reach (or miss) the files after it.
const SHARES_NOTHING = /vi\.(mock|doMock|stubEnv|stubGlobal)\(|process\.env\.[A-Z_]+ *=[^=]/;
// Found by running with shared modules: module-level state the test expects fresh.
// search-suggestions: the header search keeps its combobox's import in a module-level promise, which another file's
// focus on the field (header.test.tsx) may leave in flight as its document is torn down; a clean clone's CI run
// waited on it past every timeout.
const ISOLATED_BY_NAME = ['tests/ui/content/render-blocks.test.tsx', 'tests/ui/shell/search-suggestions.test.tsx'];

function testFiles(pattern: RegExp): string[] {
  return ['tests', 'src', 'server'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => `${root}/${file}`)
      .filter((file) => pattern.test(file)),
  );
}
const isolated = [...testFiles(/\.test\.tsx?$/).filter((file) => SHARES_NOTHING.test(readFileSync(file, 'utf8'))), ...ISOLATED_BY_NAME];

const NODE_FILES = ['tests/server/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'src/**/*.test.ts', 'server/**/*.test.ts'];
const UI_FILES = ['tests/ui/**/*.test.tsx', 'src/**/*.test.tsx'];

// Pure/server code in Node, views in jsdom; each split into files that share their worker's modules and files
// that get their own. Sharing modules is what makes the suite fit this 2-core machine: importing the server or
// the views again for each of 200 files was half the run (measured: the server suite 8 min → 4.5 min, the views
// 85 s → 24 s). Every file still opens its own database and renders into its own document.
const node = {
  environment: 'node' as const,
  // Forks keep each worker's PGlite instances and their WebAssembly memory apart from the other worker's.
  pool: 'forks' as const,
  // Migrates and seeds once per run (a cached PGlite dump, or TEST_DATABASE_URL's PostgreSQL).
  globalSetup: ['tests/server/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};
const ui = { environment: 'jsdom' as const, setupFiles: ['tests/ui/setup.ts'], testTimeout: 30_000 };

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker per core but one (1 here); the tests wait on databases and timers
    // often enough that two workers nearly halve the run on 2 cores.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'node', ...node, include: NODE_FILES, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'node-isolated', ...node, include: isolated.filter((file) => file.endsWith('.ts')) } },
      { extends: true, test: { name: 'ui', ...ui, include: UI_FILES, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'ui-isolated', ...ui, include: isolated.filter((file) => file.endsWith('.tsx')) } },
    ],
  },
});
