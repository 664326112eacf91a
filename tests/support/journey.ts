import { expect, type Page } from '@playwright/test';
import { funnelSteps } from './funnelSteps.ts';
import { orderSteps } from './orderSteps.ts';
import { startDateSteps } from './startDateSteps.ts';

/** A reader in Stuttgart; the sandbox's address check accepts this address unchanged. */
export const stuttgart = { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' };

/** The tenant and campaign a journey runs on; a digital campaign of stz unless told otherwise. */
export interface JourneyCampaign {
  readonly tenant: string;
  readonly query: string;
}

const digitalStz: JourneyCampaign = { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' };

/** Whole stretches of the standard funnel, for tests that start their check further in. */
export const journey = {
  /** Fills the order form as a visitor and continues to the payment page. */
  async toPayment(page: Page, campaign: JourneyCampaign = digitalStz, extraQuery = ''): Promise<void> {
    await funnelSteps.open(page, campaign.tenant, `${campaign.query}${extraQuery}`);
    await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
    await funnelSteps.fillStreetAddress(page, stuttgart);
    await startDateSteps.fillEarliest(page);
    await funnelSteps.acceptTermsAndContinue(page);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  },

  /** Continues to the verification page, paying by invoice. */
  async toVerification(page: Page, campaign: JourneyCampaign = digitalStz, extraQuery = ''): Promise<void> {
    await journey.toPayment(page, campaign, extraQuery);
    await orderSteps.payByInvoice(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  },

  /** Orders and waits for the success page. */
  async toSuccess(page: Page, campaign: JourneyCampaign = digitalStz, extraQuery = ''): Promise<void> {
    await journey.toVerification(page, campaign, extraQuery);
    await orderSteps.placeOrder(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
