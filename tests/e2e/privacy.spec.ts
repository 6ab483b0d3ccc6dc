// Privacy and cookies (issue 12): the cookie bar and dialog with essential always on; a custom choice that leaves
// analytics out loads no analytics script, accept-all loads Google's tag; the choice is kept in the browser and on
// the server. The account's privacy page: a wrong password refused, the personal data downloaded as a file, and
// anonymisation that signs the customer out for good. axe finds nothing on the new page and dialog, th and en.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createCustomer, gql } from './support/account-api';
import { newCustomer, PERSISTENCE_PREFIX, storedToken, th } from './support/account-fixtures';
import { chooseDeliveryArea, storeBusinessIdentifier } from './support/shell-fixtures';
import { tick } from './support/tick';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MEASUREMENT_ID = 'G-TALATE2E';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A shop with GA4 configured: the storeConfig answer carries the flag and a measurement id (the demo shop has
 * none). Google's tag is answered locally and every request for it is recorded.
 */
async function shopWithAnalytics(context: BrowserContext): Promise<string[]> {
  const tagRequests: string[] = [];
  await context.route(/\/graphql\?.*operationName=getStoreConfigData/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { storeConfig: Record<string, unknown> } };
    body.data.storeConfig.enable_gtm_ga4 = '1';
    body.data.storeConfig.ga4_measurement_id = MEASUREMENT_ID;
    await route.fulfill({ response, json: body });
  });
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '/* gtag */' });
  });
  return tagRequests;
}

/**
 * The bar sits at the foot of the page, after the footer that mounts on approach: let it settle first. "/" with a
 * stored business identifier is rendered afresh in the browser (home, not the server's landing page), so the
 * footer first found may be replaced while scrolling to it: scroll again until the app's footer has mounted.
 */
async function cookieBar(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(footer).toHaveAttribute('data-mounted', 'true', { timeout: 2_000 });
  }).toPass();
  await page.waitForLoadState('networkidle');
  const bar = page.getByRole('region', { name: 'ประกาศการใช้คุกกี้' });
  await bar.scrollIntoViewIfNeeded();
  return bar;
}

async function storedAcceptance(page: Page): Promise<{ all: boolean; codes: string[] } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse((JSON.parse(raw) as { value: string }).value) as { all: boolean; codes: string[] }) : null;
  }, `${PERSISTENCE_PREFIX}am-last-cookie-acceptance`);
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
  await storeBusinessIdentifier(context);
});

test('custom cookie groups without analytics: only essential scripts load, the choice is kept', async ({ context, page }) => {
  const tagRequests = await shopWithAnalytics(context);
  await page.goto('/');
  const bar = await cookieBar(page);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'ตั้งค่าคุกกี้' }).click();

  const dialog = page.getByRole('dialog', { name: 'การตั้งค่าความเป็นส่วนตัวสำหรับคุกกี้' });
  const essential = dialog.getByRole('checkbox', { name: /คุกกี้ที่จำเป็น/ });
  await expect(essential).toBeChecked();
  await expect(essential).toHaveAttribute('aria-readonly', 'true');
  await essential.click({ force: true });
  await expect(essential).toBeChecked();
  const analytics = dialog.getByRole('checkbox', { name: 'คุกกี้เพื่อการวิเคราะห์' });
  await expect(analytics).not.toBeChecked();
  await dialog.getByText('คุกกี้เพื่อการตลาด').click();
  await expect(dialog.getByRole('checkbox', { name: 'คุกกี้เพื่อการตลาด' })).toBeChecked();
  expect(await violations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  expect(await storedAcceptance(page)).toMatchObject({ all: false, codes: ['essential', 'marketing'] });
  // The server keeps the same choice for this browser's visitor cookie.
  await expect
    .poll(async () => {
      const data = await gql<{ cookieData: { groupData: { checked: boolean }[] } }>(context.request, '{ cookieData { groupData { checked } } }');
      return data.cookieData.groupData.map((g) => g.checked);
    })
    .toEqual([true, false, true]);

  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(bar).toBeHidden();
  expect(tagRequests).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test('accept all: the analytics script loads only after the click', async ({ context, page }) => {
  const tagRequests = await shopWithAnalytics(context);
  await page.goto('/');
  const bar = await cookieBar(page);
  await expect(bar).toBeVisible();
  expect(tagRequests).toEqual([]);
  await bar.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
  await expect(bar).toBeHidden();
  await expect.poll(() => tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
  expect(await storedAcceptance(page)).toMatchObject({ all: true });
});

test('privacy settings: wrong password refused, personal data downloaded, anonymised account signed out', async ({ context, page, request }) => {
  const customer = newCustomer('privacy');
  const token = await createCustomer(request, customer);
  await context.addInitScript(
    ({ key, value }) => {
      if (!window.sessionStorage.getItem('token-set')) {
        window.localStorage.setItem(key, JSON.stringify({ value, timestamp: Date.now(), ttl: 3600 }));
        window.sessionStorage.setItem('token-set', '1');
      }
    },
    { key: `${PERSISTENCE_PREFIX}signin_token`, value: token },
  );

  await page.goto('/privacy-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'การตั้งค่าความเป็นส่วนตัว' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ดาวน์โหลดข้อมูลส่วนบุคคล' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/en/privacy-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy settings' })).toBeVisible();
  const download = page.getByRole('region', { name: 'Download personal data' });
  await expect(download).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await download.getByLabel('Password').fill('not-my-password');
  await download.getByRole('button', { name: 'Download' }).click();
  await expect(download.getByRole('alert')).toHaveText('The password is not correct.');

  await download.getByLabel('Password').fill(customer.password);
  const downloaded = page.waitForEvent('download');
  await download.getByRole('button', { name: 'Download' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('personal-data.csv');
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(`Account,email,${customer.email}`);
  expect(csv).toContain(`Account,firstname,${customer.firstname}`);

  const anonymise = page.getByRole('region', { name: 'Anonymise personal data' });
  await anonymise.getByLabel('Password').fill(customer.password);
  await anonymise.getByRole('button', { name: 'Anonymise' }).click();
  await expect(anonymise.getByText('Must be checked.')).toBeVisible();
  await anonymise.getByText('I understand that this cannot be undone').click();
  await anonymise.getByRole('button', { name: 'Anonymise' }).click();
  // Signed out: the guarded page sends the guest to sign in.
  await expect(page).toHaveURL(/sign-in|login/);
  const refused = await request.post('/graphql', {
    data: { query: 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', variables: { e: customer.email, p: customer.password } },
    headers: { store: 'en' },
  });
  expect(((await refused.json()) as { errors?: unknown[] }).errors).toBeDefined();
});

test('consents ticked at registration go with the new account (nothing left pending); the policy opens to be read', async ({ page, request }) => {
  const customer = newCustomer('consent');
  await page.goto('/create-account');
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await field(th.firstname).fill(customer.firstname);
  await field(th.lastname).fill(customer.lastname);
  await field(th.email).fill(customer.email);
  await field(th.password).fill(customer.password);
  await field(th.confirmPassword).fill(customer.password);

  // In the form (the footer's newsletter has consents of its own).
  const consents = page.getByRole('main').getByRole('group', { name: 'ความยินยอม' });
  await consents.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).click();
  const policy = page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' });
  await expect(policy.getByText('ฉบับที่ 1.1')).toBeVisible();
  // At registration the policy is read, not accepted here.
  await expect(policy.getByRole('button', { name: 'ข้าพเจ้าได้อ่านและยอมรับ' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(policy).toBeHidden();

  await tick(consents.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
  await tick(consents.getByRole('checkbox', { name: /ข่าวสารและโปรโมชัน/ }));
  await page.getByRole('main').getByRole('button', { name: th.createTitle }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);

  const token = (await storedToken(page))?.value ?? '';
  const query = '{ amGetGdprConsents(location: "registration") { consent_code has_agreement } }';
  await expect
    .poll(async () => (await gql<{ amGetGdprConsents: { consent_code: string; has_agreement: boolean }[] }>(request, query, {}, token)).amGetGdprConsents)
    .toEqual([
      { consent_code: 'privacy_policy', has_agreement: true },
      { consent_code: 'marketing_messages', has_agreement: true },
    ]);
  // Recorded with the account by the server: nothing waits in the browser.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `${PERSISTENCE_PREFIX}am-pending-consents`)).toBeNull();
});
