// Newsletter and contact in Chromium (issue 12): the footer's newsletter form with double opt-in (the mail's
// link read from /dev/mail and opened), a refused address shown as an error toast, the contact page's rules and
// success message, and axe on the new pages in th and en.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseDeliveryArea } from './support/cart-fixtures';
import { tick } from './support/tick';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
}

/** The link of the newest newsletter mail to the address, from the development outbox. */
async function newsletterLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(email)}`);
    const mails = ((await response.json()) as { items: Array<{ kind: string; text: string }> }).items;
    const mail = mails.find((m) => m.kind.startsWith('newsletter_'));
    link = mail?.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

test('the footer newsletter asks for confirmation by mail; the link subscribes and a repeat is refused', async ({ page, request }) => {
  const email = uniqueEmail('footer-news');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const field = footer.getByRole('textbox', { name: 'อีเมลสำหรับรับจดหมายข่าว' });
  await field.scrollIntoViewIfNeeded();
  // The shared email rule first: nothing is sent for a broken address.
  await field.fill('somchai@');
  await footer.getByRole('button', { name: 'สมัครรับข่าวสาร' }).click();
  await expect(footer.getByText('กรุณากรอกอีเมลให้ถูกต้อง', { exact: false })).toBeVisible();

  await field.fill(email);
  // The required subscription consent (the privacy policy).
  await tick(footer.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
  await footer.getByRole('button', { name: 'สมัครรับข่าวสาร' }).click();
  await expect(page.getByText('ขอบคุณ! กรุณาเปิดลิงก์ในอีเมลที่เราส่งให้ เพื่อยืนยันการสมัคร')).toBeVisible();

  await page.goto(await newsletterLink(request, email, '/newsletter/subscriber/confirm'));
  await expect(page.getByRole('heading', { name: 'การสมัครรับจดหมายข่าว' })).toBeVisible();
  await expect(page.getByText('ขอบคุณที่สมัครรับจดหมายข่าว')).toBeVisible();

  // Subscribing the same address again: the mutation's message in an error toast.
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'อีเมลสำหรับรับจดหมายข่าว' }).fill(email);
  await tick(page.getByRole('contentinfo').getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
  await page.getByRole('button', { name: 'สมัครรับข่าวสาร' }).click();
  await expect(page.getByText('อีเมลนี้สมัครรับจดหมายข่าวแล้ว')).toBeVisible();

  // The unsubscribe link of the mail ends it; a made-up link says it is not valid.
  await page.goto(await newsletterLink(request, email, '/newsletter/subscriber/unsubscribe'));
  await expect(page.getByText('ยกเลิกการรับจดหมายข่าวเรียบร้อยแล้ว')).toBeVisible();
  await page.goto('/newsletter/subscriber/confirm?id=1&code=not-a-code');
  await expect(page.getByText('ลิงก์นี้ใช้ไม่ได้แล้ว', { exact: false })).toBeVisible();
});

test('the contact page checks its fields, sends the message and shows the shop\'s answer', async ({ page, request }) => {
  await page.goto('/en/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Name' }).fill('Malee Contact');
  const email = uniqueEmail('contact');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: /Phone Number/ }).fill('12345');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: /Phone Number/ }).fill('0812345678');
  await form.getByRole('textbox', { name: /What's on your mind/ }).fill('Do you deliver rice in 25 kg bags?');
  await tick(form.getByRole('checkbox', { name: /Privacy policy/ }));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Thanks for contacting us with your comments and questions. We'll respond to you very soon." })).toBeVisible();

  // The message reached the shop's mailbox.
  const mails = ((await (await request.get('/dev/mail/messages.json?to=hello%40talat.example')).json()) as { items: Array<{ text: string }> }).items;
  expect(mails.some((m) => m.text.includes(`Email: ${email}`) && m.text.includes('25 kg bags'))).toBe(true);
});

/** A business shopper: "/" shows the home page (page type cms_index_index) instead of sending a guest to /landing. */
async function asBusinessVisitor(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    window.localStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__data-id-redirect', JSON.stringify({ value: 'b2b', timestamp: Date.now() }));
  });
}

test('the home popup shows once per cookie lifetime, and its newsletter form subscribes and closes it', async ({ page, context }) => {
  await asBusinessVisitor(page);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'รับข่าวสารจากตลาด' });
  await expect(popup).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'mb-popup-home-newsletter-th');
  expect(cookie?.value).toBe('1');
  // cookie_expires is a week: the cookie ends about 7 days from now.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 120);
  expect(await axeViolations(page)).toEqual([]);

  // Seen: the next visit shows no popup; the page stays usable while it is open (non-modal), and it closes.
  await popup.getByRole('button', { name: 'ปิด' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.locator('h1, main').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: 'รับข่าวสารจากตลาด' })).toBeHidden();

  // Once the cookie is gone (its lifetime over), it shows again; subscribing from it closes it.
  await context.clearCookies({ name: 'mb-popup-home-newsletter-th' });
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('textbox', { name: 'อีเมลสำหรับรับจดหมายข่าว' }).fill(uniqueEmail('popup-news'));
  await tick(popup.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
  await popup.getByRole('button', { name: 'สมัครรับข่าวสาร' }).click();
  await expect(page.getByText('ขอบคุณ! กรุณาเปิดลิงก์ในอีเมลที่เราส่งให้ เพื่อยืนยันการสมัคร')).toBeVisible();
  await expect(popup).toBeHidden();
});

for (const store of ['th', 'en'] as const) {
  test(`the contact page, the newsletter form and the link page pass axe in ${store}`, async ({ page }) => {
    const problems: string[] = [];
    for (const path of ['/contact-us', '/newsletter/subscriber/confirm?id=1&code=x']) {
      await page.goto(`/${store}${path}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('contentinfo').getByRole('button').first()).toBeVisible();
      problems.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(problems).toEqual([]);
  });
}
