// Ticks a React Aria checkbox by keyboard. Its input is visually hidden inside the label, so a forced click at
// the input's centre may land on a link in the label (a consent's policy link opens the policy instead).
import { expect, type Locator } from '@playwright/test';

export async function tick(checkbox: Locator): Promise<void> {
  if (!(await checkbox.isChecked())) {
    await checkbox.focus();
    await checkbox.press('Space');
  }
  await expect(checkbox).toBeChecked();
}
