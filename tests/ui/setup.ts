// Setup of the jsdom test project: DOM matchers (toBeInTheDocument, toHaveAccessibleName...) and an unmounted
// tree plus clean storage after every test, so tests never see each other's DOM, cart ids or tokens.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// React Aria's strings in the store view's language (a build loads them with React Aria's string code).
import '../../src/i18n/react-aria-strings';
import { provideSanitizer } from '../../src/ui/common/sanitizer-loader';
import { sanitizeHtml } from '../../src/ui/common/sanitize/sanitize-html';
import { parseContent } from '../../src/ui/content/parse/parse-content';
import { provideParser } from '../../src/ui/content/parse/parser-loader';

// The browser loads the sanitiser and the content parser on demand (chunks); tests render synchronously with
// them, as the server does. tests/ui/catalog/sanitized-html.test.tsx and tests/ui/content/parsed-ahead.test.tsx
// cover the on-demand paths.
provideSanitizer(sanitizeHtml);
provideParser(parseContent);

// waitFor/findBy wait up to 5 s (Testing Library's default is 1 s): on a busy two-core CI machine the lazy routes
// and the shell's queries take longer than that, and a test then fails for the machine's load, not for the code.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so no scrolling: the layout's scroll restoration scrolls nothing here instead of logging
// "not implemented" on every move (tests/ui/shell/scroll-restoration.test.tsx fakes a scrolling window).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
