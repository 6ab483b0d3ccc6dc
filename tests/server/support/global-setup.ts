import type { TestProject } from 'vitest/node';
import { prepareSeededDatabase, type SeededDatabaseInfo } from './seeded-database';

declare module 'vitest' {
  interface ProvidedContext {
    seededDatabase: SeededDatabaseInfo;
  }
}

/**
 * vitest globalSetup of the node project: migrate and seed once per run (embedded: a cached PGlite dump;
 * TEST_DATABASE_URL: a reset PostgreSQL database) and hand the result to every test file.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('seededDatabase', await prepareSeededDatabase());
}
