import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlRoot } from '../i18n/intl-root';
import { loadMessages } from '../i18n/load-messages';
import { App } from './app';

describe('App placeholder', () => {
  it('renders the translated heading and hides the splash', async () => {
    document.body.innerHTML = '<div id="splash"></div>';
    // Load the catalogue chunk first: under a busy test run the dynamic import can outlast act's flush.
    await loadMessages('th-TH');
    // The catalogue arrives through a dynamic import, so the first render suspends: await it inside act.
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <IntlRoot locale="th-TH">
            <App />
          </IntlRoot>
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'ตลาด: อาหารสดและวัตถุดิบ' }, { timeout: 5000 })).toBeInTheDocument();
    // hideSplash hides it at once and removes it 300 ms later; either state means the splash is gone.
    const splash = document.getElementById('splash');
    expect(splash === null || splash.hidden).toBe(true);
  });
});
