// A consent's sentence ticks its box when clicked (issue 31, list 7), its policy link stays a link, and the box
// keeps the consent's name for assistive technology.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Consent } from '../../../src/api/privacy/policy-calls';
import { provideSanitizer } from '../../../src/ui/common/sanitizer-loader';
import { sanitizeHtml } from '../../../src/ui/common/sanitize/sanitize-html';
import { ConsentRow } from '../../../src/ui/privacy/consent-row';

const th = JSON.parse(readFileSync(resolve(process.cwd(), 'src/i18n/compiled/th.json'), 'utf8')) as Record<string, never>;

const consent: Consent = {
  code: 'privacy_policy',
  name: 'นโยบายความเป็นส่วนตัว',
  text: 'ฉันยอมรับ<a href="#privacy-policy">นโยบายความเป็นส่วนตัว</a>ของร้าน',
  required: true,
  linkType: 0,
  agreed: false,
};

function Row({ linkClicks }: { linkClicks: string[] }) {
  const [checked, setChecked] = useState(false);
  return (
    <div
      onClick={(event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (link) {
          event.preventDefault();
          linkClicks.push(link.getAttribute('href') ?? '');
        }
      }}
    >
      <ConsentRow consent={consent} idPrefix="register" error={null} input={{ name: 'consent:privacy_policy', checked, onChange: (event) => setChecked(event.target.checked) }} />
    </div>
  );
}

describe('a consent row', () => {
  it('ticks and unticks from its sentence; its link opens the policy without ticking', async () => {
    provideSanitizer(sanitizeHtml);
    const linkClicks: string[] = [];
    render(
      <IntlProvider locale="th-TH" messages={th}>
        <Row linkClicks={linkClicks} />
      </IntlProvider>,
    );
    const box = screen.getByRole('checkbox', { name: /^นโยบายความเป็นส่วนตัว/ });
    expect(box).not.toBeChecked();
    await act(async () => fireEvent.click(screen.getByText('ฉันยอมรับ', { exact: false })));
    expect(box).toBeChecked();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })));
    expect(box).toBeChecked();
    expect(linkClicks).toEqual(['#privacy-policy']);
    await act(async () => fireEvent.click(screen.getByText('ฉันยอมรับ', { exact: false })));
    expect(box).not.toBeChecked();
  });
});
