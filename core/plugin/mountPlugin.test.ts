import { describe, expect, it } from 'vitest';
import { number, object } from 'superstruct';
import { orderRequestContributors } from '../extensionPoints/orderRequestContributors.ts';
import { contribute, definePlugin } from './definePlugin.ts';
import { mountPlugin } from './mountPlugin.ts';

const sample = (options: { limit: number } = { limit: 3 }) =>
  definePlugin({
    id: 'sample',
    options,
    optionsSchema: object({ limit: number() }),
    contributes: [
      contribute(orderRequestContributors, {
        id: 'sample',
        isActive: (context) => context.store.formData.value?.salesCampaign.lwl === true,
        contribute: (request) => ({ ...request, mmNumber: '1' }),
      }),
    ],
  });

describe('mountPlugin', () => {
  it('wires the plugin against the core extension points', () => {
    const { registry } = mountPlugin(sample());
    expect(registry.pluginIds).toEqual(['sample']);
    expect(registry.get(orderRequestContributors).map((entry) => entry.id)).toEqual(['sample']);
  });

  it('fails like a tenant would on bad options', () => {
    expect(() => mountPlugin(sample({ limit: 'x' } as unknown as { limit: number }))).toThrow(/Plugin "sample" has bad options/);
  });

  it('builds a context whose campaign the test chooses and can switch', () => {
    const { context, registry, useCampaign } = mountPlugin(sample(), { campaign: { lwl: true } });
    const [contributor] = registry.get(orderRequestContributors);
    expect(contributor?.isActive(context)).toBe(true);
    useCampaign({ lwl: false });
    expect(contributor?.isActive(context)).toBe(false);
    expect(context.store.formData.value?.countries).toEqual({ DE: 'Deutschland' });
  });

  it('records navigation and tracking, and rejects api calls the test did not fake', async () => {
    const mounted = mountPlugin(sample(), { api: { checkIbanSwift: async () => ({ checkFailed: false, knownBySAP: false, ibanError: false }) } });
    mounted.context.navigate({ route: 'PaymentPage' });
    mounted.context.track({ type: 'generic', category: 'c', action: 'a' });
    expect(mounted.navigations).toEqual([{ route: 'PaymentPage' }]);
    expect(mounted.tracked).toHaveLength(1);
    await expect(mounted.context.api.checkIbanSwift({ iban: 'DE1' })).resolves.toMatchObject({ checkFailed: false });
    await expect(mounted.context.api.createOrder({} as never)).rejects.toThrow(/api.createOrder was called/);
  });
});

describe('mountPlugin setSectionValues', () => {
  it('keeps a section\'s values where the order form keeps them', () => {
    const mounted = mountPlugin(sample());
    mounted.setSectionValues('region', { pva: 'RW' });
    mounted.setSectionValues('loyalty', { mmNumber: '1' });
    expect(mounted.context.store.orderFormValues.value?.plugins).toEqual({ region: { pva: 'RW' }, loyalty: { mmNumber: '1' } });
    expect(mounted.context.store.orderFormValues.value?.country).toBe('DE');
  });
});
