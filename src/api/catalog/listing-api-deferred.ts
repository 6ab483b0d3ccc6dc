// The listing calls as the catalogue pages use them: loaded on their first call (lib/on-first-call.ts). A
// server-rendered listing starts from its snapshot, so its adapter loads with the first change of query.
import { onFirstCall } from '../../lib/on-first-call';

const listingApi = () => import('./listing-api');
export const fetchCategoryListing = onFirstCall(listingApi, 'fetchCategoryListing');
export const fetchSearchListing = onFirstCall(listingApi, 'fetchSearchListing');
export const fetchFilteredListing = onFirstCall(listingApi, 'fetchFilteredListing');
export const fetchFilterInputs = onFirstCall(listingApi, 'fetchFilterInputs');
