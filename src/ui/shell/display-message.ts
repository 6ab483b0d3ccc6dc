// Formats what machines hand to views: a message ref (translated here) or a server text (shown as it is).
import { useIntl } from 'react-intl';
import type { DisplayMessage, MessageRef } from '../../machines/messages';

export function useDisplayMessage(): (message: DisplayMessage) => string {
  const intl = useIntl();
  return (message) => ('text' in message ? message.text : intl.formatMessage(message, message.values));
}

/** A react-intl descriptor as the machines' MessageRef (for toasts a view asks for). */
export function toMessageRef(descriptor: { id?: string; defaultMessage?: unknown }): MessageRef {
  return { id: descriptor.id ?? '', defaultMessage: typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : '' };
}
