// Setup of the jsdom test project: DOM matchers (toBeInTheDocument, toHaveAccessibleName...) and an unmounted
// tree plus clean storage after every test, so tests never see each other's DOM, cart ids or tokens.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
