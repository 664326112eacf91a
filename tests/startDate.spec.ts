import type { Page } from '@playwright/test';
import { addDays, format, parse, parseISO } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { deliveryDates } from '../sandbox/domain/deliveryDates.ts';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { stuttgart } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { displayOfIso, startDateSteps } from './support/startDateSteps.ts';
import { expect, test } from './support/test.ts';

/** The start-date field in a browser whose language would write dates as mm/dd/yyyy: the field keeps dd.mm.yyyy. */
test.use({ locale: 'en-US' });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const field = (page: Page) => page.getByRole('textbox', { name: 'Gewünschter Lieferbeginn' });
const calendarButton = (page: Page) => page.getByRole('button', { name: 'Kalender öffnen' });
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Gewünschter Lieferbeginn im Kalender wählen' });
const dayName = (date: Date) => format(date, 'EEEE, d. MMMM yyyy', { locale: de });
const focusedDay = (page: Page) => calendar(page).locator('td:focus');

test('an English browser shows and takes dd.mm.yyyy, refuses other formats, and the calendar chooses a day by keyboard', async ({
  page,
  request,
}) => {
  // stz delivers in Baden-Württemberg; the first startable day a week or more after the earliest start.
  const { invalidDates } = deliveryDates({ today: new Date(), printProductType: 'P', printOffsetDays: 10, state: 'BW' });
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  const earliest = await startDateSteps.earliestIso(page);
  let typed = addDays(parseISO(earliest), 7);
  while ((invalidDates ?? []).includes(format(typed, 'yyyy-MM-dd'))) typed = addDays(typed, 1);

  await expect(field(page)).toHaveAttribute('type', 'text');
  await expect(field(page)).toHaveValue(displayOfIso(earliest));

  await field(page).fill(format(typed, 'MM/dd/yyyy'));
  await field(page).blur();
  await expect(page.locator('#field-startDate-error')).toHaveText(`Bitte geben Sie den Lieferbeginn im Format TT.MM.JJJJ an, z. B. ${displayOfIso(earliest)}.`);
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');

  // Day and month without leading zeros are taken and shown zero-padded once the field is left.
  await field(page).fill(format(typed, 'd.M.yyyy'));
  await field(page).blur();
  await expect(field(page)).toHaveValue(format(typed, 'dd.MM.yyyy'));
  await expect(page.locator('#field-startDate-error')).toHaveCount(0);
  await expect(page.getByRole('complementary').getByText(`Lieferbeginn: ${format(typed, 'dd.MM.yyyy')}`)).toBeVisible();

  // The calendar opens on the typed day; Escape closes it and gives the focus back to its button.
  await calendarButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(typed));
  await expect(focusedDay(page)).toHaveAttribute('aria-selected', 'true');
  await checkAccessibility(page, 'the open start-date calendar');
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toHaveCount(0);
  await expect(calendarButton(page)).toBeFocused();
  await expect(field(page)).toHaveValue(format(typed, 'dd.MM.yyyy'));

  await page.keyboard.press('Enter');
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(typed));
  await page.keyboard.press('ArrowRight');
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(addDays(typed, 1)));
  await page.keyboard.press('ArrowDown');
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(addDays(typed, 8)));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(typed));
  // PageDown: the same day a month later, the month's name above the grid.
  await page.keyboard.press('PageDown');
  const monthLater = new Date(typed.getFullYear(), typed.getMonth() + 1, Math.min(typed.getDate(), 28));
  await expect(calendar(page).getByRole('heading', { level: 3 })).toHaveText(format(monthLater, 'LLLL yyyy', { locale: de }));
  // End: that week's Sunday, where no delivery starts; Enter leaves the dialog open.
  await page.keyboard.press('End');
  await expect(focusedDay(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(focusedDay(page)).toHaveAccessibleName(/^Sonntag, /);
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  // Home: that week's Monday; then on to the first day a delivery can start, chosen with Space.
  await page.keyboard.press('Home');
  await expect(focusedDay(page)).toHaveAccessibleName(/^Montag, /);
  while ((await focusedDay(page).getAttribute('aria-disabled')) === 'true') await page.keyboard.press('ArrowRight');
  const chosenName = (await focusedDay(page).getAttribute('aria-label')) ?? '';
  const chosen = parse(chosenName, 'EEEE, d. MMMM yyyy', new Date(), { locale: de });
  await page.keyboard.press(' ');
  await expect(calendar(page)).toHaveCount(0);
  await expect(calendarButton(page)).toBeFocused();
  await expect(field(page)).toHaveValue(format(chosen, 'dd.MM.yyyy'));
  await expect(page.getByRole('complementary').getByText(`Lieferbeginn: ${format(chosen, 'dd.MM.yyyy')}`)).toBeVisible();

  await orderSteps.orderByInvoice(page);
  expect((await sandbox.onlyOrder(request)).request).toMatchObject({
    salesCampaignId: 'STZ-PRINT-STANDARD',
    validFrom: format(chosen, 'yyyy-MM-dd'),
  });
});

test('the calendar reaches no day before the earliest start and offers none of them', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  const earliest = parseISO(await startDateSteps.earliestIso(page));
  await calendarButton(page).click();
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(earliest));
  await expect(calendar(page).getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect(focusedDay(page)).toHaveAccessibleName(dayName(earliest));
  const dayBefore = addDays(earliest, -1);
  if (dayBefore.getMonth() === earliest.getMonth()) {
    await expect(calendar(page).getByRole('gridcell', { name: dayName(dayBefore) })).toHaveAttribute('aria-disabled', 'true');
    // A click on it (forced past Playwright's own check of aria-disabled) chooses nothing.
    await calendar(page)
      .getByRole('gridcell', { name: dayName(dayBefore) })
      .click({ force: true });
    await expect(calendar(page)).toBeVisible();
  }
  await calendar(page).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(calendar(page)).toHaveCount(0);
  await expect(calendarButton(page)).toBeFocused();
});
