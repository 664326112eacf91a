import { expect, type Page } from '@playwright/test';
import { funnelSteps } from './funnelSteps.ts';
import { startDateSteps } from './startDateSteps.ts';

/** A street address of the sandbox's reference set, inside the named tenant's carrier area. */
interface PluginAddress {
  readonly street: string;
  readonly streetNumber: string;
  readonly zipCode: string;
  readonly city: string;
}

/** Steps the feature-plugin browser tests share: addresses per tenant, the order form, back navigation. */
export const pluginSteps = {
  /** Reference addresses (sandbox/domain/addressReference.ts) where each tenant's carriers deliver, so print orders get no sub-title modal. */
  addresses: {
    stuttgart: { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' },
    kornwestheim: { street: 'Bahnhofstraße', streetNumber: '3', zipCode: '70806', city: 'Kornwestheim' },
    marbach: { street: 'Marktstraße', streetNumber: '5', zipCode: '71672', city: 'Marbach am Neckar' },
    esslingen: { street: 'Pliensaustraße', streetNumber: '7', zipCode: '73728', city: 'Esslingen am Neckar' },
    cannstatt: { street: 'Marktstraße', streetNumber: '9', zipCode: '70372', city: 'Stuttgart' },
    rottweil: { street: 'Hauptstraße', streetNumber: '11', zipCode: '78628', city: 'Rottweil' },
  } satisfies Record<string, PluginAddress>,

  /** Fills the order form's person, address and (for print) the earliest start date. */
  async fillOrderForm(
    page: Page,
    person: { readonly firstName: string; readonly lastName: string; readonly email?: string },
    address: PluginAddress,
  ): Promise<void> {
    await funnelSteps.fillPerson(page, person);
    await funnelSteps.fillStreetAddress(page, address);
    await startDateSteps.fillEarliest(page);
  },

  /** Goes back from the payment page with the header's back button, to the start page. */
  async headerBackToStart(page: Page): Promise<void> {
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.getByRole('button', { name: 'Zurück', exact: true }).click();
    await expect(page).toHaveURL(/\/neubestellung\/abo\/(\?.*)?$/);
  },

  /** The browser's back button; the app handles it in place (popstate) and keeps the reader in the funnel. */
  async browserBack(page: Page): Promise<void> {
    await page.evaluate(() => window.history.back());
  },
};
