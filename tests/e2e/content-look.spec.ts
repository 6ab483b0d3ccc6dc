// The look of Page Builder content in Chromium (issue 32): the landing page's call to action is a button drawn
// from the design tokens (src/ui/theme/tokens.css), not an underlined link; its hero heading is a heading and the
// buttons under it are primary / secondary / link buttons. At phone size (390x844) and desktop (1366x900).
// Run: E2E_PORT=8211 E2E_DATA_DIR=.tmp/e2e-h9 TALAT_DIST_DIR=.tmp/dist-h9 npx playwright test tests/e2e/content-look.spec.ts --output .tmp/e2e-h9-results
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';

/** A token's value as the browser computes it for `property` (e.g. a colour as rgb()). */
async function tokenAs(page: Page, token: string, property: 'color' | 'padding-inline-start'): Promise<string> {
  return page.evaluate(([name, prop]) => {
    const probe = document.createElement('div');
    probe.style.setProperty(prop, `var(${name})`);
    document.body.append(probe);
    const value = getComputedStyle(probe).getPropertyValue(prop);
    probe.remove();
    return value;
  }, [token, property] as const);
}

async function styleOf(locator: Locator) {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      background: s.backgroundColor,
      color: s.color,
      decoration: s.textDecorationLine,
      paddingInline: parseFloat(s.paddingInlineStart),
      borderColor: s.borderTopColor,
      fontSize: parseFloat(s.fontSize),
      display: s.display,
    };
  });
}

for (const [width, height] of [[390, 844], [1366, 900]] as const) {
  test(`landing call to action is a button at ${width}x${height}`, async ({ page, context, baseURL }) => {
    await chooseDeliveryArea(context, baseURL ?? '');
    await page.setViewportSize({ width, height });
    await page.goto('/landing');
    const brand = await tokenAs(page, '--color-brand', 'color');
    const onBrand = await tokenAs(page, '--color-on-brand', 'color');
    const space5 = parseFloat(await tokenAs(page, '--space-5', 'padding-inline-start'));
    expect(brand).toMatch(/^rgb/);
    expect(space5).toBeGreaterThan(0);

    const cta = page.locator('.pagebuilder-banner-button', { hasText: 'เริ่มช้อปเลย' });
    await expect(cta).toBeVisible();
    const ctaStyle = await styleOf(cta);
    expect(ctaStyle).toMatchObject({ background: brand, color: onBrand, decoration: 'none', paddingInline: space5 });
    const box = await cta.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // On the first screen, without scrolling.
    expect((box?.y ?? height) + (box?.height ?? 0)).toBeLessThanOrEqual(height);

    // The hero's heading: a large heading, not an underlined link, though the whole banner is one link.
    const heading = page.getByRole('heading', { level: 1, name: 'ตลาดสด ออนไลน์ สำหรับบ้านและร้านอาหาร' });
    const headingStyle = await styleOf(heading);
    expect(headingStyle.decoration).toBe('none');
    expect(headingStyle.fontSize).toBeGreaterThanOrEqual(28);

    // The links under the hero: primary (filled), secondary (outlined), link (underlined, no fill).
    const main = page.locator('main');
    const signIn = await styleOf(main.locator('.pagebuilder-button-primary', { hasText: 'เข้าสู่ระบบ' }));
    expect(signIn).toMatchObject({ background: brand, decoration: 'none' });
    const signUp = await styleOf(main.locator('.pagebuilder-button-secondary', { hasText: 'สมัครสมาชิก' }));
    expect(signUp).toMatchObject({ borderColor: brand, color: brand, decoration: 'none' });
    expect(signUp.background).not.toBe(brand);
    const business = await styleOf(main.locator('.pagebuilder-button-link', { hasText: 'สำหรับร้านอาหารและธุรกิจ' }));
    expect(business.decoration).toBe('underline');
    expect(business.background).toBe('rgba(0, 0, 0, 0)');
  });
}
