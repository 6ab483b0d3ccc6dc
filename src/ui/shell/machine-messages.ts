// The shell machines put plain MessageRefs into their context and toast requests (src/machines/messages.ts is
// React-free, so formatjs' extractor does not see it). Declaring the same ids and texts here with
// defineMessages puts them into th.json and en.json; views still format the refs the machines hand over.
import { defineMessages } from 'react-intl';

export const machineText = defineMessages({
  offline: { id: 'connectivity.offline', defaultMessage: 'You are offline. Some features may be unavailable.' },
  online: { id: 'connectivity.online', defaultMessage: 'You are online.' },
  routeNotFound: {
    id: 'route.notFound',
    defaultMessage: "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
  },
  routeError: { id: 'route.error', defaultMessage: 'Something went wrong. Sorry about that.' },
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
