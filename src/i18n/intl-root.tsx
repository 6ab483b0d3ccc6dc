// react-intl and React Aria configured for the store view's locale. It suspends (React 19 `use`) until the
// locale's catalogue is loaded, so wrap it in <Suspense> with the splash or a shimmer as fallback.
import { use, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { loadMessages } from './load-messages';
import { setReactAriaLocale } from './react-aria-locale';
import { DEFAULT_LOCALE, type AppLocale } from './locale';
import { STORE_TIME_ZONE } from './numbers';

export interface IntlRootProps {
  locale: AppLocale;
  children: ReactNode;
}

export function IntlRoot({ locale, children }: IntlRootProps) {
  const messages = use(loadMessages(locale));
  // Before the children render, so React Aria's announcements and labels below are in this locale (idempotent).
  setReactAriaLocale(locale);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} timeZone={STORE_TIME_ZONE}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </IntlProvider>
  );
}
