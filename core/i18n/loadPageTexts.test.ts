import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { TenantPageTexts } from '../tenant/defineTenant.ts';
import { loadPageTexts } from './loadPageTexts.ts';

function instanceWith(resources: Record<string, Record<string, string>>) {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'de', initAsync: false, resources: { de: resources }, returnObjects: true });
  return instance;
}

const pageTexts = {
  success: { headline: 'Vielen Dank!' },
  orderExists: { headline: 'Schon da', otherEdition: '' },
} as unknown as TenantPageTexts;

describe('loadPageTexts', () => {
  it('adds each block as a namespace, once per instance', async () => {
    const instance = instanceWith({ start: { headline: 'Start' } });
    const load = vi.fn(async () => pageTexts);
    await Promise.all([loadPageTexts(instance, load), loadPageTexts(instance, load)]);
    await loadPageTexts(instance, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(instance.t('headline', { ns: 'success' })).toBe('Vielen Dank!');
    expect(instance.t('headline', { ns: 'start' })).toBe('Start');
  });

  it('keeps a block the instance already holds', async () => {
    const instance = instanceWith({ success: { headline: 'Eigene Worte' } });
    await loadPageTexts(instance, async () => pageTexts);
    expect(instance.t('headline', { ns: 'success' })).toBe('Eigene Worte');
  });

  it('tries again after a failed load', async () => {
    const instance = instanceWith({});
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(pageTexts);
    await expect(loadPageTexts(instance, load)).rejects.toThrow('chunk failed');
    await loadPageTexts(instance, load);
    expect(instance.t('headline', { ns: 'orderExists' })).toBe('Schon da');
  });
});
