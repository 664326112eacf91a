import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';
import { loadCountries } from './loadCountries.ts';

function countriesContext(answer: () => Promise<Record<string, string>>) {
  const { context, record } = funnelContextFixture({ tenant: tenantFixture });
  const asked: string[] = [];
  const api = { countries: (id: string) => (asked.push(id), answer()) } as Partial<ApiClient> as ApiClient;
  const funnel = { ...context, api };
  funnel.store.formData.value = orderFormDataFixture;
  return { context: funnel, record, asked };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadCountries', () => {
  it('makes the campaign\'s countries the form data\'s list', async () => {
    const { context, asked } = countriesContext(async () => ({ DE: 'Deutschland', NL: 'Niederlande' }));
    await loadCountries(context);
    expect(asked).toEqual(['SZP100']);
    expect(context.store.formData.value?.countries).toEqual({ DE: 'Deutschland', NL: 'Niederlande' });
  });

  it('keeps the initial list, without an error page, when the call fails or answers no country', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = countriesContext(async () => {
      throw new Error('down');
    });
    await loadCountries(failing.context);
    expect(failing.context.store.formData.value?.countries).toEqual({ DE: 'Deutschland', AT: 'Österreich' });
    expect(failing.record.navigations).toEqual([]);
    const empty = countriesContext(async () => ({}));
    await loadCountries(empty.context);
    expect(empty.context.store.formData.value?.countries).toEqual({ DE: 'Deutschland', AT: 'Österreich' });
  });

  it('keeps what changed in the form data while the call ran', async () => {
    let answer: (value: Record<string, string>) => void = () => undefined;
    const { context } = countriesContext(() => new Promise((resolve) => (answer = resolve)));
    const loading = loadCountries(context);
    context.store.formData.value = { ...context.store.formData.value!, gpNr: '3000000001' };
    answer({ DE: 'Deutschland' });
    await loading;
    expect(context.store.formData.value).toMatchObject({ gpNr: '3000000001', countries: { DE: 'Deutschland' } });
  });

  it('leaves the form data alone when the answer lists the same countries, so no reader of it renders again', async () => {
    const { context } = countriesContext(async () => ({ DE: 'Deutschland', AT: 'Österreich' }));
    const before = context.store.formData.value;
    await loadCountries(context);
    expect(context.store.formData.value).toBe(before);
    const reordered = countriesContext(async () => ({ AT: 'Österreich', DE: 'Deutschland' }));
    await loadCountries(reordered.context);
    expect(Object.keys(reordered.context.store.formData.value?.countries ?? {})).toEqual(['AT', 'DE']);
  });
});
