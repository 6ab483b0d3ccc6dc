import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: pure/server code in Node, views in jsdom. Server tests share one embedded database per
// worker (see tests/server/setup), so they run in forks to keep PGlite instances apart.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'src/**/*.test.ts', 'server/**/*.test.ts'],
          pool: 'forks',
          // Migrates and seeds once per run (a cached PGlite dump, or TEST_DATABASE_URL's PostgreSQL).
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx', 'src/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
