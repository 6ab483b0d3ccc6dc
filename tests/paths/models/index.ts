import type { UiModel } from '../support/ui-model';
import { cartModel } from './cart.ui';
import { checkoutModel } from './checkout.ui';
import { connectivityModel } from './connectivity.ui';
import { cookieConsentModel } from './cookie-consent.ui';
import { deliveryAreaModel } from './delivery-area.ui';
import { paymentRedirectModel } from './payment-redirect.ui';
import { toastsModel } from './toasts.ui';

/** The modelled charts, smallest and most reliable first: the order of the walk and of the report. */
export const uiModels: UiModel[] = [cookieConsentModel, deliveryAreaModel, toastsModel, connectivityModel, cartModel, checkoutModel, paymentRedirectModel];
