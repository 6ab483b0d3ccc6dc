import type { UiModel } from '../support/ui-model';
import { cookieConsentModel } from './cookie-consent.ui';

/** The modelled charts, smallest and most reliable first: the order of the walk and of the report. */
export const uiModels: UiModel[] = [cookieConsentModel];
