import type { TH } from './th';

/** A server text, by its English wording; only texts with a Thai translation in th.ts can be named. */
export type MessageKey = keyof typeof TH;

/** Values of a text's ICU placeholders. Pass quantities and amounts already formatted, as strings. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A text not yet put into a language: what code deep in a module (stock rules, line drafts, thrown errors)
 * hands up, so the language is chosen where the request's store view is known.
 */
export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

export function msg(key: MessageKey, values?: MessageValues): Message {
  return values === undefined ? { key } : { key, values };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
