import type { Page } from '@playwright/test';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { stuttgart } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { loadTenantPackage, tenantKeys } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

/** The first family of a CSS font stack, unquoted: "'Source Sans 3', system-ui" → "Source Sans 3". */
function firstFamily(stack: string): string {
  return stack.split(',')[0]!.trim().replace(/^['"]|['"]$/g, '');
}

/** Every element with text or a form control whose computed font does not start with one of `allowed`. */
async function elementsInOtherFonts(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate((families) => {
    const first = (stack: string) => stack.split(',')[0]!.trim().replace(/^['"]|['"]$/g, '');
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'svg', 'path'].includes(element.tagName)) continue;
      // Lettering inside a drawn mark (the payment schemes' logos) is artwork, not page text.
      if (element.closest('svg')) continue;
      const isControl = ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(element.tagName);
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!isControl && !hasText) continue;
      const family = getComputedStyle(element).fontFamily;
      if (!families.includes(first(family))) offenders.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}: ${family}`);
    }
    return offenders;
  }, allowed);
}

/** The web font faces the page has loaded, as "family weight". */
async function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/["']/g, '')} ${face.weight}`);
  });
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

for (const key of tenantKeys) {
  test(`${key}: the logo loads, Start, payment and check use only the family's web fonts, axe finds nothing in the brand colours`, async ({ page }) => {
    const tenant = await loadTenantPackage(key);
    const { body, heading } = tenant.theme.tokens.fonts;
    const families = [firstFamily(body), firstFamily(heading)];

    await funnelSteps.open(page, key, `wa=${key.toUpperCase()}-DIGITAL-STANDARD`);
    await funnelSteps.expectStepHeading(page, 'Ihre Daten');
    const logo = page.locator('.header__logo img');
    await expect(logo).toHaveAttribute('alt', tenant.header.logoAltDigital);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => loadedFaces(page)).toEqual(expect.arrayContaining([`${families[0]} 400`, `${families[1]} 700`]));
    expect(await elementsInOtherFonts(page, families)).toEqual([]);
    // axe on every brand, not only one tenant per family: the brand colours are the tenant's own.
    await checkAccessibility(page, `${key}: the start page in its brand colours`);

    await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
    await funnelSteps.fillStreetAddress(page, stuttgart);
    await funnelSteps.acceptTermsAndContinue(page);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    expect(await elementsInOtherFonts(page, families)).toEqual([]);

    await orderSteps.payByInvoice(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    expect(await elementsInOtherFonts(page, families)).toEqual([]);
    await checkAccessibility(page, `${key}: the check page in its brand colours`);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.header__bar')!).backgroundColor)).toBe(hexToRgb(tenant.brand?.colors?.headerBackground ?? tenant.theme.tokens.colors.headerBackground));
  });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
