// Message references: the React-free form of a text to show. Machines, the adapter and pure helpers put these into
// their results; the view resolves them with intl.formatMessage(ref, ref.values). Same shape as react-intl's
// MessageDescriptor, so react-intl accepts them as they are.

export interface MessageRef {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

/** A text that came from the server (already in the store view's language), shown as it is. */
export interface LiteralMessage {
  text: string;
}

export type DisplayMessage = MessageRef | LiteralMessage;

/**
 * React-free stand-in for react-intl's defineMessages: formatjs' extractor recognises the call by its name, so the
 * ids declared through it reach th.json and en.json, and the refs keep their exact MessageRef type.
 */
export function defineMessages<const T extends Record<string, MessageRef>>(messages: T): T {
  return messages;
}
