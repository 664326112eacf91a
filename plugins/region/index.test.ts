import { describe, expect, it } from 'vitest';
import { formSections, orderRequestContributors, type OrderRequest } from '../../core/index.ts';
import { initialOrderFormValues, mountPlugin } from '../../core/testing.ts';
import { region } from './index.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
const serverRegions = [
  { code: 'EG', name: 'Automatisch' },
  { code: 'RW', name: 'Rottweil' },
];

function mount(options: { region?: boolean; printProductType?: 'D' | 'P'; regions?: typeof serverRegions | null; pva?: string } = {}) {
  const mounted = mountPlugin(region(), {
    tenant: {
      flags: {
        region: options.region ?? true,
        advertisingConsent: true,
        earliestStartDateOffsetForPrintInDays: 10,
        orderWithoutAddressCustomizable: true,
        dayPassPrefixes: [],
      },
    },
    campaign: { printProductType: options.printProductType ?? 'P' },
    formData: { regionSelectionOptions: options.regions === undefined ? serverRegions : options.regions },
  });
  const [section] = mounted.registry.get(formSections);
  const [contributor] = mounted.registry.get(orderRequestContributors);
  if (options.pva !== undefined) mounted.setSectionValues('region', { pva: options.pva });
  return { ...mounted, section: section!, contributor: contributor! };
}

describe('region plugin', () => {
  it('registers its validator text under its own namespace and words the missing region with it', () => {
    const { context, registry } = mountPlugin(region());
    expect(context.i18n.t('region:required')).toBe('Bitte wählen Sie eine Region aus.');
    expect(registry.get(formSections)[0]!.validate?.({ pva: '-' }, context)).toEqual({ pva: 'Bitte wählen Sie eine Region aus.' });
    expect(context.i18n.hasResourceBundle('de', 'regionForm')).toBe(false);
  });

  it('is active only for a tenant with the region flag', () => {
    const on = mount();
    expect(on.section.isActive(on.context)).toBe(true);
    const off = mount({ region: false });
    expect(off.section.isActive(off.context)).toBe(false);
    expect(off.contributor.isActive(off.context)).toBe(false);
  });

  it('is inactive when the back end sends an empty region list, and uses the tenant list when it sends none', () => {
    const none = mount({ regions: [] });
    expect(none.section.isActive(none.context)).toBe(false);
    const fallback = mount({ regions: null });
    expect(fallback.section.isActive(fallback.context)).toBe(true);
    expect(fallback.section.initialValues?.(fallback.context)).toEqual({ pva: 'EG' });
  });

  it('the order-form values a skip-ahead orders with carry the default pva, and the order sends it', () => {
    const mounted = mount();
    const values = initialOrderFormValues(mounted.context, mounted.context.store.formData.value!);
    expect(values.plugins).toEqual({ region: { pva: 'EG' } });
    mounted.context.store.orderFormValues.value = values;
    expect(mounted.contributor.contribute(baseRequest, mounted.context).pva).toBe('EG');
  });

  it('presets EG, else the address district, else the placeholder', () => {
    const withEg = mount();
    expect(withEg.section.initialValues?.(withEg.context)).toEqual({ pva: 'EG' });
    const districts = [
      { code: 'RW', name: 'Rottweil' },
      { code: 'VS', name: 'Villingen' },
    ];
    const byDistrict = mountPlugin(region(), {
      tenant: {
        flags: {
          region: true,
          advertisingConsent: true,
          earliestStartDateOffsetForPrintInDays: 10,
          orderWithoutAddressCustomizable: true,
          dayPassPrefixes: [],
        },
      },
      formData: {
        regionSelectionOptions: districts,
        addresses: { privateAddress: { district: 'VS' }, businessAddress: null, deliveryAddress: null, invoiceAddress: null },
      },
    });
    const [section] = byDistrict.registry.get(formSections);
    expect(section?.initialValues?.(byDistrict.context)).toEqual({ pva: 'VS' });
    const noDistrict = mountPlugin(region(), {
      tenant: {
        flags: {
          region: true,
          advertisingConsent: true,
          earliestStartDateOffsetForPrintInDays: 10,
          orderWithoutAddressCustomizable: true,
          dayPassPrefixes: [],
        },
      },
      formData: { regionSelectionOptions: districts },
    });
    expect(noDistrict.registry.get(formSections)[0]?.initialValues?.(noDistrict.context)).toEqual({ pva: '-' });
  });

  it('refuses an empty pva and "-"', () => {
    const { section, context } = mount();
    expect(section.validate?.({ pva: '-' }, context)).toEqual({ pva: 'Bitte wählen Sie eine Region aus.' });
    expect(section.validate?.({}, context)).toEqual({ pva: 'Bitte wählen Sie eine Region aus.' });
    expect(section.validate?.({ pva: 'RW' }, context)).toEqual({});
  });

  it('sends the chosen pva with a print order', () => {
    const { contributor, context } = mount({ pva: 'RW' });
    expect(contributor.contribute(baseRequest, context)).toEqual({ ...baseRequest, pva: 'RW' });
  });

  it('sends pva for digital campaigns only when regions exist and it is not "-"', () => {
    const dash = mount({ printProductType: 'D', pva: '-' });
    expect(dash.contributor.contribute(baseRequest, dash.context)).toEqual(baseRequest);
    const chosen = mount({ printProductType: 'D', pva: 'EG' });
    expect(chosen.contributor.contribute(baseRequest, chosen.context).pva).toBe('EG');
  });

  it('refuses bad options with the plugin named', () => {
    expect(() => mountPlugin(region({ regions: [] }))).toThrow(/Plugin "region" has bad options/);
  });
});
