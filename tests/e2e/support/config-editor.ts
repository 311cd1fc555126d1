import type { Page } from 'playwright-core';

/** Replaces Manage Configs' JSON editor text as a person pasting it would. */
export async function typeJson(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}
