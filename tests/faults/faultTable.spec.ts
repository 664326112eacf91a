import type { APIRequestContext, Page } from '@playwright/test';
import { apiRoutes } from '../../core/api/apiRoutes.ts';
import { providerSteps } from '../payment/providerSteps.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { type JourneyCampaign, journey, stuttgart } from '../support/journey.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';
import { cellTitle, expectedOutcome, faultKindIds, faultKinds, faultTable, type FaultKind, type FaultOutcome, type FaultScenario } from './faultTable.ts';
import { startDateSteps } from '../support/startDateSteps.ts';

/**
 * The fault table (docs/testing.md, "Browser tests: faults and parallel workers"): every call of the reader's funnel × {HTTP 500, time-out, malformed JSON, schema-invalid
 * body, network drop}, injected in the sandbox. One test per call walks the funnel to the call once and
 * then, per fault (a test step the coverage reporter counts): injects it, makes the call, checks the page
 * the spec names, clears the fault and goes back ("Erneut versuchen", or the header's back button) to
 * find what the reader typed still there, ready for the next fault. Where the page is left for good (a
 * payment provider, the logout) each fault walks there again, from where the last fault's retry left the reader.
 *
 * Time-outs: the client gives up after 30 s (ky's `timeout` in core/api/createApiClient.ts, the same in
 * production). The sandbox holds the call open (`hang`) and the page's clock (Playwright's fake timers,
 * installed before the first page load) jumps past the 30 s; nothing in the product is shortened.
 */

/** How the test reaches a call and comes back from its fault; one per stretch of the funnel. */
interface Scenario {
  /** Walks to the moment before the call; with `perFault`, before every fault, else once. */
  readonly prepare: (page: Page, request: APIRequestContext, index: number) => Promise<void>;
  /** The reader's action that makes the call. */
  readonly trigger: (page: Page, index: number) => Promise<void>;
  /** After "Erneut versuchen": what the reader typed is there, and the page is ready for the next trigger. */
  readonly kept: (page: Page) => Promise<void>;
  /** The page shows that the failure was ignored (outcome `carriesOn`). */
  readonly carriesOn?: (page: Page) => Promise<void>;
  readonly perFault?: boolean;
}

const stzDigital = { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' };
const erika = { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' };
const ibans = ['DE89370400440532013000', 'DE22600501010001234567'];

const backButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Zurück' });

async function expectTypedOrderForm(page: Page): Promise<void> {
  await funnelSteps.expectStepHeading(page, 'Ihre Daten');
  await expect(page.getByLabel('Vorname')).toHaveValue(erika.firstName);
  await expect(page.getByLabel('Nachname')).toHaveValue(erika.lastName);
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue(stuttgart.street);
}

/** On the payment page after a retry: back to Start, where the order form keeps what was typed, and forward again. */
async function backToStartAndForward(page: Page): Promise<void> {
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await backButton(page).click();
  await expectTypedOrderForm(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
}

/** After a failed payment result the saved order is back: the retry returns to the payment page or Start, and Start keeps what was typed. */
async function keptAfterReturn(page: Page): Promise<void> {
  const payment = page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' });
  await expect(payment.or(page.getByRole('heading', { level: 2, name: 'Ihre Daten' }))).toBeVisible();
  if (await payment.isVisible()) await backButton(page).click();
  await funnelSteps.expectStepHeading(page, 'Ihre Daten');
  await expect(page.getByLabel('Vorname')).toHaveValue(erika.firstName);
}

/** On the payment page: chooses a provider's method, monthly, and continues (to the provider, unless the call fails). */
async function leaveMonthlyWith(page: Page, method: 'PayPal' | 'Kreditkarte'): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('radio', { name: 'monatlich', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
}

/**
 * To the payment page for the next fault: from where the last fault's retry left the reader (the payment page, or
 * Start with the order form) when it can, else by the whole walk from the campaign's link.
 */
async function toPaymentAgain(page: Page, campaign?: JourneyCampaign): Promise<void> {
  if (await page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' }).isVisible()) return;
  const firstName = page.getByLabel('Vorname');
  if (!(await firstName.isVisible())) return journey.toPayment(page, campaign);
  // A retry that starts the offer anew leaves the order form empty.
  if ((await firstName.inputValue()) === '') {
    await funnelSteps.fillPerson(page, erika);
    await funnelSteps.fillStreetAddress(page, stuttgart);
  }
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
}

async function toPayPalPage(page: Page): Promise<void> {
  await toPaymentAgain(page);
  await providerSteps.leaveWith(page, 'PayPal');
}

async function openOrderForm(page: Page): Promise<void> {
  const priced = page.waitForResponse((response) => response.url().includes('/priceWithDeliveryDate/'));
  await funnelSteps.open(page, stzDigital.tenant, stzDigital.query);
  await priced;
  await funnelSteps.fillPerson(page, erika);
  await funnelSteps.fillStreetAddress(page, stuttgart);
}

async function loginAsNewCustomer(page: Page): Promise<void> {
  const redirect = '/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD';
  await page.goto(`/sandbox/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/Anna Neukunde/).check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

const connectForm = (page: Page) => page.getByRole('form', { name: 'Kundennummer verknüpfen' });

const scenarios: Record<FaultScenario, Scenario> = {
  initialLoad: {
    prepare: async () => {},
    trigger: (page) => funnelSteps.open(page, stzDigital.tenant, stzDigital.query),
    // Nothing typed yet: the retry loads the offer.
    kept: (page) => funnelSteps.expectStepHeading(page, 'Ihre Daten'),
    carriesOn: async (page) => {
      await funnelSteps.expectStepHeading(page, 'Ihre Daten');
      await expect(page).toHaveURL(/\/neubestellung\/abo\/\?/);
    },
  },
  orderForm: {
    prepare: (page) => openOrderForm(page),
    trigger: (page) => funnelSteps.acceptTermsAndContinue(page),
    kept: expectTypedOrderForm,
  },
  startDate: {
    prepare: async (page) => {
      const priced = page.waitForResponse((response) => response.url().includes('/priceWithDeliveryDate/'));
      await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
      await priced;
      await funnelSteps.fillPerson(page, erika);
      await funnelSteps.fillStreetAddress(page, stuttgart);
    },
    // Each fault picks another weekday after the earliest start, so the watcher asks for its price.
    trigger: async (page, index) => {
      await startDateSteps.fill(page, laterWeekday(await startDateSteps.earliestIso(page), index + 1));
    },
    kept: expectTypedOrderForm,
  },
  paymentPage: {
    prepare: (page) => openOrderForm(page),
    trigger: (page) => funnelSteps.acceptTermsAndContinue(page),
    // The retry returns to the payment page, now with its methods; back on Start the form is as typed.
    kept: async (page) => {
      await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
      await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeVisible();
      await backButton(page).click();
      await expectTypedOrderForm(page);
    },
  },
  paymentChoice: {
    // A page of its own per fault: the payment page asks for every method's frequencies as it opens and keeps the
    // answers for the rest of the funnel, so only a funnel that has none yet makes the call.
    perFault: true,
    prepare: (page) => openOrderForm(page),
    // The fault makes the page's own calls fail too; the chosen method asks again, and that call's failure is the reader's.
    trigger: async (page, index) => {
      await funnelSteps.acceptTermsAndContinue(page);
      await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
      await page.getByRole('radio', { name: index % 2 === 0 ? 'Rechnung' : 'SEPA-Lastschrift' }).click();
    },
    // The retry returns to the payment page; back on Start the form is as typed.
    kept: async (page) => {
      await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
      await backButton(page).click();
      await expectTypedOrderForm(page);
    },
  },
  ibanCheck: {
    prepare: async (page) => {
      await journey.toPayment(page);
      await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    },
    trigger: async (page, index) => {
      const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
      await iban.fill(ibans[index % 2]!);
      await iban.blur();
    },
    kept: async (page) => {
      await backToStartAndForward(page);
      await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    },
  },
  verification: {
    prepare: (page) => journey.toVerification(page),
    trigger: (page) => page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click(),
    kept: async (page) => {
      await funnelSteps.expectHeading(page, 'Bestellung abschließen');
      await expect(page.getByText('Erika Mustermann')).toBeVisible();
    },
  },
  connect: {
    prepare: async (page) => {
      await loginAsNewCustomer(page);
      await page.getByRole('button', { name: 'Sind Sie bereits Abonnentin oder Abonnent?' }).click();
      await connectForm(page).getByRole('textbox', { name: 'Kundennummer' }).fill('3000000101');
      await connectForm(page).getByRole('textbox', { name: 'Nachname' }).fill('Schmidt');
      await connectForm(page).getByRole('checkbox').check();
    },
    trigger: (page) => connectForm(page).getByRole('button', { name: 'Kundennummer verknüpfen' }).click(),
    kept: async (page) => {
      await expect(connectForm(page).getByRole('textbox', { name: 'Kundennummer' })).toHaveValue('3000000101');
      await expect(connectForm(page).getByRole('textbox', { name: 'Nachname' })).toHaveValue('Schmidt');
      await connectForm(page).getByRole('checkbox').check();
    },
  },
  logout: {
    perFault: true,
    prepare: async (page) => {
      // The last fault's way out to the logout URL may still be under way: a blank page ends it. A failed logout
      // leaves the session on, so the next fault starts from a fresh login.
      await expect(() => page.goto('about:blank')).toPass();
      await page.context().clearCookies();
      await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-STANDARD', '3000000001');
      await expect(page.getByRole('heading', { level: 2, name: 'Angemeldet' })).toBeVisible();
    },
    trigger: (page) => page.getByRole('button', { name: 'Abmelden' }).click(),
    kept: async () => {},
  },
  payPalLeave: {
    // A 200 to the saving call sends the reader on to the provider: each fault starts the walk again.
    perFault: true,
    prepare: (page) => toPaymentAgain(page),
    trigger: (page) => leaveMonthlyWith(page, 'PayPal'),
    kept: backToStartAndForward,
    carriesOn: (page) => expect(page.getByText('SANDBOX-ZAHLUNGSSEITE')).toBeVisible(),
  },
  payPalReturn: {
    perFault: true,
    prepare: toPayPalPage,
    trigger: (page) => providerSteps.approvePayPal(page),
    kept: keptAfterReturn,
  },
  payPalReturnState: {
    perFault: true,
    prepare: toPayPalPage,
    trigger: (page) => providerSteps.approvePayPal(page),
    // The saved order lives on the service that failed: the retry starts the offer anew.
    kept: (page) => funnelSteps.expectStepHeading(page, 'Ihre Daten'),
  },
  cardAgreementLeave: {
    prepare: (page) => journey.toPayment(page),
    trigger: (page) => leaveMonthlyWith(page, 'Kreditkarte'),
    kept: backToStartAndForward,
  },
  cardAgreementReturn: {
    perFault: true,
    prepare: async (page) => {
      await toPaymentAgain(page);
      await providerSteps.leaveWith(page, 'Kreditkarte');
    },
    trigger: (page) => providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24)),
    kept: keptAfterReturn,
  },
  cardOneOffLeave: {
    prepare: (page) => journey.toPayment(page, { tenant: 'sz', query: 'wa=DSZ1TAG-DIGITAL' }),
    trigger: async (page) => {
      await page.getByRole('radio', { name: 'Kreditkarte' }).check();
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    },
    kept: backToStartAndForward,
  },
  cardOneOffReturn: {
    perFault: true,
    prepare: async (page) => {
      await toPaymentAgain(page, { tenant: 'sz', query: 'wa=DSZ1TAG-DIGITAL' });
      await providerSteps.leaveWith(page, 'Kreditkarte', { billingFrequency: false });
    },
    trigger: (page) => providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24)),
    kept: keptAfterReturn,
  },
  studentUpload: {
    prepare: async (page) => {
      await funnelSteps.open(page, 'stn', 'wa=STN-DIGITAL-STUDENT');
      await funnelSteps.fillPerson(page, { firstName: 'Stefanie', lastName: 'Studentin', email: 'stefanie@example.de' });
      await funnelSteps.fillStreetAddress(page, stuttgart);
      await funnelSteps.acceptTermsAndContinue(page);
      await funnelSteps.expectStepHeading(page, 'Ihre Immatrikulationsbescheinigung');
    },
    trigger: async (page) => {
      await page.getByLabel('Immatrikulationsbescheinigung', { exact: false }).setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
    },
    // The order form was sent before the upload: the reader is back on the upload step, ready to choose the file again.
    kept: (page) => funnelSteps.expectStepHeading(page, 'Ihre Immatrikulationsbescheinigung'),
  },
};

/** The `count`-th Monday-to-Saturday after `iso` (yyyy-MM-dd), as yyyy-MM-dd. */
function laterWeekday(iso: string, count: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  for (let found = 0; found < count; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) found += 1;
  }
  return date.toISOString().slice(0, 10);
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Matches the request of a call by its route (core/api/apiRoutes.ts), with any path parameters. */
function requestOf(call: string): RegExp {
  const route = apiRoutes[call as keyof typeof apiRoutes];
  const path = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
  return new RegExp(`^/api/${path}$`);
}

/** Waits for the page the spec names for this outcome; for a time-out, moves the page clock past the client's 30 s until it shows. */
async function expectOutcome(page: Page, outcome: FaultOutcome, scenario: Scenario, kind: FaultKind, navigations: readonly string[], logoutUrl: string): Promise<void> {
  const check = async (timeout?: number) => {
    const options = timeout === undefined ? {} : { timeout };
    if (outcome === 'serverError') {
      await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server$/, options);
      await expect(page.getByText(/Serverproblem/)).toBeVisible(options);
    } else if (outcome === 'uploadMessage') {
      await expect(page.getByText('Beim Hochladen ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.')).toBeVisible(options);
    } else if (outcome === 'logoutUrl') {
      // The navigation is the outcome: the configured logout URL is the sandbox's own logout call, which the fault still holds.
      await expect.poll(() => navigations.includes(logoutUrl), options).toBe(true);
    } else {
      await scenario.carriesOn!(page);
    }
  };
  if (kind !== 'timeout') return check();
  if (outcome === 'carriesOn') {
    await page.clock.fastForward('00:31');
    return check();
  }
  // The call may be made twice in turn (an early request of the page, then the app's own), each waiting 30 s.
  await expect(async () => {
    await page.clock.fastForward('00:31');
    await check(1_000);
  }).toPass({ timeout: 30_000 });
}

for (const row of faultTable) {
  test(`${row.call}: each fault leads to the page the spec names, and what was typed stays`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const scenario = scenarios[row.scenario];
    const configuration = (await (await request.get('/api/customizing-service/v1/configuration', { headers: { 'osc-tenant': 'sz' } })).json()) as { urls: { logoutUrl: string } };
    await sandbox.reset(request);
    await sandbox.clearFaults(request);
    const logoutUrl = new URL(configuration.urls.logoutUrl, baseURL).href;
    const navigations: string[] = [];
    page.on('request', (candidate) => {
      if (candidate.isNavigationRequest()) navigations.push(candidate.url());
    });
    await page.clock.install();
    if (!scenario.perFault) await scenario.prepare(page, request, 0);

    for (const [index, kind] of faultKindIds.entries()) {
      await test.step(cellTitle(row.call, kind), async () => {
        if (scenario.perFault) {
          await sandbox.clearFaults(request);
          await scenario.prepare(page, request, index);
        }
        const outcome = expectedOutcome(row, kind);
        await sandbox.inject(request, { call: row.call, ...faultKinds[kind].fault });
        const sent = page.waitForRequest((candidate) => requestOf(row.call).test(new URL(candidate.url()).pathname));
        navigations.length = 0;
        await scenario.trigger(page, index);
        await sent;
        await expectOutcome(page, outcome, scenario, kind, navigations, logoutUrl);
        await sandbox.clearFaults(request);
        if (outcome === 'serverError') {
          await page.getByRole('button', { name: 'Erneut versuchen' }).click();
          await scenario.kept(page);
        } else if (outcome === 'uploadMessage') {
          await scenario.kept(page);
        }
      });
    }
  });
}
