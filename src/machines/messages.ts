// Texts the shell machines put into their context or into toast requests: the one declaration of these ids.
// Machines stay free of React, so these are plain descriptors of the same shape as react-intl's MessageDescriptor:
// the view resolves them with intl.formatMessage(ref, ref.values). The ids must exist in src/i18n (th.json and
// en.json); formatjs' extractor finds them through the call named defineMessages below.

import { defineMessages } from '../domain/message-ref';

export { defineMessages };
export type { DisplayMessage, LiteralMessage, MessageRef } from '../domain/message-ref';

export const shellMessages = defineMessages({
  offline: { id: 'connectivity.offline', defaultMessage: 'You are offline. Some features may be unavailable.' },
  online: { id: 'connectivity.online', defaultMessage: 'You are online.' },
  routeNotFound: {
    id: 'route.notFound',
    defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  },
  routeError: { id: 'route.error', defaultMessage: 'Something went wrong. Sorry about that.' },
  // The spec names only the required message; this wording is ours (docs/decisions/machines-postcode-format.md).
  postcodeInvalid: { id: 'deliveryArea.postcodeInvalid', defaultMessage: 'Please enter a 5-digit postal code.' },
  deliveryAreaIdle: {
    id: 'deliveryArea.idle',
    defaultMessage: 'Please enter your postal code to find the delivery area.',
  },
  deliveryAreaNotFound: {
    id: 'deliveryArea.notFound',
    defaultMessage: 'We sincerely apologize for the inconvenience. Your location is outside our service area.',
  },
  locationSaved: { id: 'deliveryArea.saved', defaultMessage: 'Shipping address has been saved successfully.' },
});
