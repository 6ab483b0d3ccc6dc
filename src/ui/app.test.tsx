import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlRoot } from '../i18n/intl-root';
import { App } from './app';

describe('App placeholder', () => {
  it('renders the translated heading and hides the splash', async () => {
    document.body.innerHTML = '<div id="splash"></div>';
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
    expect(await screen.findByRole('heading', { name: 'ตลาด: อาหารสดและวัตถุดิบ' })).toBeInTheDocument();
    expect(document.getElementById('splash')?.hidden).toBe(true);
  });
});
