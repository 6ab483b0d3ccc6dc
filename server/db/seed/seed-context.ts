import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** What every seed module gets: the database, where media files go, one clock and a logger. */
export interface SeedContext {
  db: Kysely<Database>;
  mediaDir: string;
  /** Seed time: flash-sale windows and pre-order dates are relative to it. */
  now: Date;
  log: (message: string) => void;
}

/** Store views: th is the default (store_id 1), en is store_id 2. */
export const STORE_VIEWS = [
  { storeId: 1, code: 'th', lang: 'th' },
  { storeId: 2, code: 'en', lang: 'en' },
] as const;

export type Lang = (typeof STORE_VIEWS)[number]['lang'];

/** A text in both store languages. */
export interface Bilingual {
  th: string;
  en: string;
}

export const DAY_MS = 86_400_000;

/** yyyy-mm-dd of a date shifted by whole days (date columns are read back as text). */
export function isoDate(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
