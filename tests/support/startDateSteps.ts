import type { Page } from '@playwright/test';

const field = (page: Page) => page.locator('#field-startDate');

/** An ISO yyyy-MM-dd day as the start-date field shows and takes it, dd.mm.yyyy. */
export function displayOfIso(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** The order form's start-date field: a dd.mm.yyyy text field whose hint names the earliest day. */
export const startDateSteps = {
  field,

  /** The earliest start the field's hint names ("frühestens ab dd.mm.yyyy"), as ISO yyyy-MM-dd. */
  async earliestIso(page: Page): Promise<string> {
    const hint = (await page.locator('#field-startDate-hint').textContent()) ?? '';
    const match = /ab (\d{2})\.(\d{2})\.(\d{4})/.exec(hint);
    if (!match) throw new Error(`the start-date hint names no earliest day: "${hint}"`);
    return `${match[3]}-${match[2]}-${match[1]}`;
  },

  /** Types an ISO day into the field the way a reader does, as dd.mm.yyyy. */
  async fill(page: Page, iso: string): Promise<void> {
    await field(page).fill(displayOfIso(iso));
  },

  /** Types the earliest start when the campaign shows the field. */
  async fillEarliest(page: Page): Promise<void> {
    if (await field(page).count()) await startDateSteps.fill(page, await startDateSteps.earliestIso(page));
  },
};
