import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import { backNavigationHandlers } from '../extensionPoints/backNavigationHandlers.ts';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { contribute } from '../plugin/contribute.ts';
import { definePlugin } from '../plugin/definePlugin.ts';
import type { Plugin } from '../plugin/definePlugin.ts';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { createFunnelStore } from './createFunnelStore.ts';
import { decideBackStep } from './decideBackStep.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { setFlowFlag } from './setFlowFlag.ts';

function context(plugins: readonly Plugin[] = [], sourceUrl?: string): FunnelContext {
  return {
    tenant: tenantFixture,
    store: createFunnelStore(sourceUrl ? { sourceUrl } : {}),
    api: {} as ApiClient,
    plugins: wirePlugins(plugins, coreExtensionPoints),
    navigate: () => undefined,
    track: () => undefined,
    i18n: createI18n(tenantFixture.texts),
  };
}

const cartPlugin = definePlugin({
  id: 'cart',
  contributes: [
    contribute(backNavigationHandlers, {
      id: 'cart',
      order: 300,
      routes: ['Start'],
      undo: (ctx) => {
        if (!ctx.store.flags.value.orderBonusCartConfirmed) return false;
        setFlowFlag(ctx.store, 'orderBonusCartConfirmed', false);
        return true;
      },
    }),
  ],
});

describe('decideBackStep', () => {
  it('undoes a plugin step on Start before leaving, then leaves to the sourceUrl', () => {
    const ctx = context([cartPlugin], 'https://www.testblatt.example/artikel');
    setFlowFlag(ctx.store, 'orderBonusCartConfirmed', true);
    expect(decideBackStep(ctx, 'Start')).toEqual({ kind: 'stay' });
    expect(ctx.store.flags.value.orderBonusCartConfirmed).toBe(false);
    expect(decideBackStep(ctx, 'Start')).toEqual({ kind: 'exit', url: 'https://www.testblatt.example/artikel' });
  });

  it('leaves exit points to the tenant back link without a usable sourceUrl', () => {
    for (const route of ['SuccessPage', 'ErrorPage', 'FollowUpOffer', 'OrderExists']) {
      expect(decideBackStep(context([], 'javascript:alert(1)'), route)).toEqual({ kind: 'exit', url: tenantFixture.backLink });
      // A foreign https host is no exit either: that would be an open redirect through the entry link.
      expect(decideBackStep(context([], 'https://evil.example/phish'), route)).toEqual({ kind: 'exit', url: tenantFixture.backLink });
    }
  });

  it.each(['orderBonusCartConfirmed', 'studentOrderFormWasShown', 'youngAdultOrderFormWasShown'] as const)(
    'returns to Start instead of leaving from every exit point beside Start while %s',
    (flag) => {
      for (const route of ['SuccessPage', 'ErrorPage', 'FollowUpOffer', 'OrderExists']) {
        const ctx = context([cartPlugin], 'https://www.testblatt.example/artikel');
        setFlowFlag(ctx.store, flag, true);
        expect(decideBackStep(ctx, route)).toEqual({ kind: 'goto', route: 'Start' });
        // Nothing is undone there: the step is undone from Start.
        expect(ctx.store.flags.value[flag]).toBe(true);
        setFlowFlag(ctx.store, flag, false);
        expect(decideBackStep(ctx, route)).toEqual({ kind: 'exit', url: 'https://www.testblatt.example/artikel' });
      }
    },
  );

  it('always leaves the locked page, which is no exit point of the exception', () => {
    const ctx = context();
    setFlowFlag(ctx.store, 'orderBonusCartConfirmed', true);
    expect(decideBackStep(ctx, 'GpLocked')).toEqual({ kind: 'exit', url: tenantFixture.backLink });
  });

  it('undoes the payment method selection on the payment page and goes to Start in the same step', () => {
    const ctx = context();
    setFlowFlag(ctx.store, 'paymentMethodSelected', true);
    expect(decideBackStep(ctx, 'PaymentPage')).toEqual({ kind: 'goto', route: 'Start' });
    expect(ctx.store.flags.value.paymentMethodSelected).toBe(false);
  });

  it('undoes the billing frequency, else the payment method, and goes to the payment page from verification', () => {
    const ctx = context();
    setFlowFlag(ctx.store, 'paymentMethodSelected', true);
    setFlowFlag(ctx.store, 'billingFrequencySelected', true);
    expect(decideBackStep(ctx, 'VerificationPage')).toEqual({ kind: 'goto', route: 'PaymentPage' });
    expect(ctx.store.flags.value).toMatchObject({ billingFrequencySelected: false, paymentMethodSelected: true });
    expect(decideBackStep(ctx, 'VerificationPage')).toEqual({ kind: 'goto', route: 'PaymentPage' });
    expect(ctx.store.flags.value.paymentMethodSelected).toBe(false);
  });
});
