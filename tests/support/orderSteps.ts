import { expect, type Page } from '@playwright/test';
import { funnelSteps } from './funnelSteps.ts';

/** The payment and verification steps of a standard order. */
export const orderSteps = {
  /** Pays by SEPA, monthly; `billingFrequency: false` for an order paid once, where none is asked. */
  async payBySepa(page: Page, iban = 'DE89370400440532013000', options: { readonly billingFrequency?: false } = {}): Promise<void> {
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill(iban);
    await page.getByRole('textbox', { name: 'IBAN', exact: true }).blur();
    await expect(page.getByText(/Ihre Bank:/)).toBeVisible();
    if (options.billingFrequency !== false) await orderSteps.chooseMonthly(page);
    await page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.').check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  },

  /** Confirms SEPA data the payment page already holds (saved, or the checked cash-bonus account): monthly, the mandate, continue. */
  async confirmPrefilledSepa(page: Page): Promise<void> {
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeChecked();
    await orderSteps.chooseMonthly(page);
    await page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.').check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  },

  /** Pays by invoice, monthly; `billingFrequency: false` for an order paid once, where none is asked. */
  async payByInvoice(page: Page, options: { readonly billingFrequency?: false } = {}): Promise<void> {
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.getByRole('radio', { name: 'Rechnung' }).check();
    if (options.billingFrequency !== false) await orderSteps.chooseMonthly(page);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  },

  async chooseMonthly(page: Page): Promise<void> {
    await page.getByRole('radio', { name: 'monatlich', exact: true }).check();
  },

  /** From a filled order form: accepts the terms, pays by invoice and places the order. */
  async orderByInvoice(page: Page): Promise<void> {
    await funnelSteps.acceptTermsAndContinue(page);
    await orderSteps.payByInvoice(page);
    await orderSteps.placeOrder(page);
  },

  async placeOrder(page: Page): Promise<void> {
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/neubestellung\/abo\/success$/);
  },
};
