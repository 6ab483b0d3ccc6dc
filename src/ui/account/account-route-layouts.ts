// The signed-in pages' route layouts, shared by the account, shopping-list and credit routes: RequireSignIn (a
// guest goes to /sign-in with the page as the return location) and the account sidebar. Their code loads with the
// first signed-in page visited.
import { routePage } from '../shell/routing/route-page';

const layouts = async () => import('./account-layout');
export const RequireSignInRoute = routePage('account/require-sign-in', async () => (await layouts()).RequireSignIn);
export const AccountLayoutRoute = routePage('account/account-layout', async () => (await layouts()).AccountLayout);
