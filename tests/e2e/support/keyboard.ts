// Keyboard-only steps for journeys: move focus with Tab (or arrows inside a radio group) until the focused
// element has the wanted accessible name, then type or press keys. No mouse event is ever sent.
import type { Page } from '@playwright/test';

/** The focused element's name as a person hears it: aria-label, its <label>, or its own text. */
async function focusedName(page: Page): Promise<{ name: string; inside: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { name: '', inside: '' };
    const byId = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    const labelledBy = el.getAttribute('aria-labelledby');
    const byLabelledBy = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null;
    const raw = el.getAttribute('aria-label') ?? byId ?? byLabelledBy ?? el.closest('label')?.textContent ?? el.textContent ?? '';
    const form = el.closest('form');
    return { name: raw.replace(/\s+/g, ' ').trim(), inside: form?.getAttribute('aria-label') ?? '' };
  });
}

const matches = (text: string, name: string | RegExp) => (typeof name === 'string' ? text.startsWith(name) : name.test(text));

/** Tabs until the focused element is named `name` (and, with `form`, sits in the form of that name). */
export async function tabTo(page: Page, name: string | RegExp, options: { form?: string; max?: number; backwards?: boolean } = {}): Promise<void> {
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    if (matches(focused.name, name) && (options.form === undefined || focused.inside === options.form)) return;
  }
  throw new Error(`no focusable element named ${String(name)} within ${options.max ?? 60} tabs`);
}

/** Tabs to a text field labelled `label` (a required field's label ends in " *") and types into it. */
export async function typeInto(page: Page, label: string, text: string, options: { form?: string; replace?: boolean; backwards?: boolean } = {}): Promise<void> {
  await tabTo(page, new RegExp(`^${label}( \\*)?( \\(.*\\))?$`), { form: options.form, backwards: options.backwards });
  if (options.replace) await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/**
 * Inside a radio group, arrows move focus and choice together until the focused radio is named `name`; Space
 * then chooses it (Tab into a group with nothing chosen focuses the first radio without choosing it).
 */
export async function arrowTo(page: Page, name: string | RegExp, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (matches((await focusedName(page)).name, name)) {
      await page.keyboard.press('Space');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no radio named ${String(name)} within ${max} arrow presses`);
}
