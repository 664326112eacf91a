import { describe, expect, it } from 'vitest';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { orderRequestContributors } from '../extensionPoints/orderRequestContributors.ts';
import { paymentProviders } from '../extensionPoints/paymentProviders.ts';
import { contribute } from './contribute.ts';
import { definePlugin } from './definePlugin.ts';
import { wirePlugins } from './wirePlugins.ts';

const sample = definePlugin({
  id: 'sample',
  contributes: [contribute(orderRequestContributors, { id: 'sample', isActive: () => true, contribute: (request) => request })],
});

describe('wirePlugins', () => {
  it('answers the same array for a point on every call, so effects that depend on it run once', () => {
    const registry = wirePlugins([sample], coreExtensionPoints);
    expect(registry.get(paymentProviders)).toHaveLength(0);
    expect(registry.get(paymentProviders)).toBe(registry.get(paymentProviders));
    expect(registry.get(orderRequestContributors)).toBe(registry.get(orderRequestContributors));
  });

  it('hands out contributions that callers cannot change', () => {
    const registry = wirePlugins([sample], coreExtensionPoints);
    expect(Object.isFrozen(registry.get(orderRequestContributors))).toBe(true);
    expect(Object.isFrozen(registry.get(paymentProviders))).toBe(true);
  });
});
