// Entry: pick the store view and locale, self-host the Thai font, render the app inside the locale's catalogue.
import './i18n/thai-font.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlRoot } from './i18n/intl-root';
import { languageOf } from './i18n/locale';
import { startupStore } from './i18n/startup-locale';
import { browserPersistence } from './lib/browser-persistence';
import { App } from './ui/app';

const { locale } = startupStore(browserPersistence(), window.location.pathname);
document.documentElement.lang = languageOf(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The splash in index.html stays visible while the catalogue chunk loads, so the fallback renders nothing.
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={null}>
      <IntlRoot locale={locale}>
        <App />
      </IntlRoot>
    </Suspense>
  </StrictMode>,
);
