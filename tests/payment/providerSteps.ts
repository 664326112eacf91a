import { expect, type Page } from '@playwright/test';
import { funnelSteps } from '../support/funnelSteps.ts';

/** The reader's steps with an external payment provider and on the sandbox's provider page. */
export const providerSteps = {
  /** Chooses card or PayPal on the payment page and leaves for the provider's page. */
  async leaveWith(page: Page, method: 'Kreditkarte' | 'PayPal', options: { billingFrequency?: string | false } = {}): Promise<void> {
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.getByRole('radio', { name: method }).check();
    if (options.billingFrequency !== false) await page.getByRole('radio', { name: options.billingFrequency ?? 'monatlich', exact: true }).check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByText('SANDBOX-ZAHLUNGSSEITE')).toBeVisible();
  },

  /** Types a card on the provider page and confirms. */
  async payWithCard(page: Page, cardNumber: string, expiry: string): Promise<void> {
    await page.getByLabel('Kartennummer').fill(cardNumber);
    await page.getByLabel('Gültig bis (MM/JJ)').fill(expiry);
    await page.getByRole('button', { name: /Karte hinterlegen|Bezahlen/ }).click();
  },

  async approvePayPal(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Zustimmen' }).click();
  },

  async cancelAtProvider(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Abbrechen' }).click();
  },

  async failAtProvider(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Fehler simulieren' }).click();
  },

  /** The address this page was loaded from: the provider's return URL, after a return. */
  async returnUrl(page: Page): Promise<string> {
    return (await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)) ?? '';
  },

  /** An expiry `months` months after today's month, as MM/JJ. */
  expiryInMonths(months: number, now: Date = new Date()): string {
    const date = new Date(now.getFullYear(), now.getMonth() + months, 1);
    return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear() % 100).padStart(2, '0')}`;
  },
};
