import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { routePreloadsOf } from '../../cli/pluginPreloadRouteChunks.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const bundles = [...listTenantKeys(projectPaths.tenantsRoot), allTenantsName];
const fileNames = (urls: readonly string[]) => urls.map((url) => url.split('/').pop()!);

// Each route preloads what its first render needs, and no route the chunks of another (docs/performance.md, "Speed of the Start route": the payment page
// fetched Start's order form on every reload).
describe('route preloads of index.html', () => {
  it.each(bundles)(
    'bundle %s: Start preloads its form and the offer summary; the payment and check pages and the provider returns their pages, the page texts and the restore; pako only a provider return',
    (bundle) => {
      const html = readFileSync(join(requireBuiltBundle(projectPaths.distRoot, bundle), 'index.html'), 'utf8');
      // The head preloads the entry scripts alone (docs/performance.md, "The entry scripts after the first paint"); a
      // route's chunks come from the route-preload script.
      const staticPreloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g)].map(([tag]) => tag);
      expect(staticPreloads.length).toBeGreaterThanOrEqual(2);
      for (const tag of staticPreloads) {
        expect(tag).toMatch(/\sdata-entry-script\b/);
        expect(tag).not.toMatch(/\/static\/js\/async\//);
      }
      const start = fileNames(routePreloadsOf(html, '/neubestellung/abo/'));
      const payment = fileNames(routePreloadsOf(html, '/neubestellung/abo/payment'));
      for (const chunk of ['start-order-form.', 'offer-summary-price.', 'offer-price-summary.'])
        expect(
          start.some((file) => file.startsWith(chunk)),
          chunk,
        ).toBe(true);
      for (const chunk of ['payment-page.', 'later-page-texts.', 'payment-resume.', 'payment-resume-state.', 'offer-summary-price.'])
        expect(
          payment.some((file) => file.startsWith(chunk)),
          chunk,
        ).toBe(true);
      expect(payment.filter((file) => file.startsWith('start-'))).toEqual([]);
      // A reload restores the tab's own copy of the order, which needs no inflating: pako is not on its way.
      expect(payment.filter((file) => file.startsWith('lib-pako.') || file.startsWith('return-'))).toEqual([]);
      // The providers' logos render with the payment form, the page's largest paint: they come with the page, not after it.
      const bundleDir = requireBuiltBundle(projectPaths.distRoot, bundle);
      const logos = readdirSync(join(bundleDir, 'static', 'js', 'async')).filter((file) => /^payment-logo-.+\.js$/.test(file));
      if (bundle === allTenantsName) expect(logos.length).toBeGreaterThanOrEqual(2);
      for (const logo of logos) expect(payment, logo).toContain(logo);
      expect(start.filter((file) => file.startsWith('payment-') || file.startsWith('later-') || file.startsWith('lib-pako.'))).toEqual([]);
      // The check page as it is reloaded: its page, the page texts and the restore, not the payment page nor pako.
      const check = fileNames(routePreloadsOf(html, '/neubestellung/abo/verification'));
      for (const chunk of ['check-page.', 'later-page-texts.', 'payment-resume.', 'payment-resume-state.'])
        expect(
          check.some((file) => file.startsWith(chunk)),
          chunk,
        ).toBe(true);
      expect(check.filter((file) => file.startsWith('payment-page.') || file.startsWith('start-') || file.startsWith('lib-pako.'))).toEqual(
        [],
      );
      // A provider's return leads to the check page, or back to the payment page: both come while its HTML is read, and
      // so does pako, which inflates the order the server saved.
      for (const path of ['/paypal/agreement/result', '/card/agreement/result', '/card/oneoffpay/result']) {
        const back = fileNames(routePreloadsOf(html, path));
        for (const chunk of [
          'check-page.',
          'payment-page.',
          'later-page-texts.',
          'payment-resume.',
          'payment-resume-state.',
          'return-state-inflate.',
          'lib-pako.',
        ])
          expect(
            back.some((file) => file.startsWith(chunk)),
            `${path} ${chunk}`,
          ).toBe(true);
        expect(back.filter((file) => file.startsWith('start-'))).toEqual([]);
      }
    },
  );
});
