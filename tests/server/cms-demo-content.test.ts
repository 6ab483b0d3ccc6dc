// The demo fixtures the seed stores carry the rich blocks the renderer has views for (brand, banner manager,
// contact am-form) and the CMS block the banner manager reads its slides from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../server/db/seed/cms';

const read = (file: string) => readFileSync(`${DEFAULT_CONTENT_DIR}${file}`, 'utf8');

describe.each(['th', 'en'])('demo content (%s)', (lang) => {
  it('landing has a brand slider, a banner manager for slider 1 and a contact form', () => {
    const landing = read(`landing.${lang}.html`);
    expect(landing).toMatch(/data-content-type="brand" data-appearance="slider"/);
    expect(landing).toMatch(/data-content-type="banner-manager"[^>]*data-slider-id="1"/);
    const form = /<div data-content-type="am-form"[^>]*>(.*?)<\/form><\/div>/.exec(landing)?.[1] ?? '';
    for (const name of ['fullname', 'email', 'telephone', 'comment']) expect(form).toContain(`name="${name}"`);
    expect(form).toMatch(/name="fullname"[^>]*required/);
    expect(form).toMatch(/name="email"[^>]*required/);
  });

  it('banner-slider-1 holds the slides with demo images', () => {
    const block = read(`banner-slider-1.${lang}.html`);
    expect(block.match(/data-content-type="slide"/g)).toHaveLength(3);
    expect(block).toContain('{{media url=wysiwyg/demo/home/slide-seafood.jpg}}');
  });
});
