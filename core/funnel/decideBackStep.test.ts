import { boolean } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import { backNavigationHandlers } from '../extensionPoints/backNavigationHandlers.ts';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { contribute, definePlugin } from '../plugin/definePlugin.ts';
import type { Plugin } from '../plugin/definePlugin.ts';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { createFunnelStore } from './createFunnelStore.ts';
import { definePluginState } from './definePluginState.ts';
import { decideBackStep } from './decideBackStep.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { setFlowFlag, undoFlowFlag } from './FlowFlags.ts';

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

/** A plugin flag kept as plugin state, as the bonus, student and young-adult plugins keep theirs. */
const flagState = (id: string) => definePluginState({ id, schema: boolean(), persisted: true });
const cartConfirmed = flagState('orderBonusCartConfirmed');
const formShown = flagState('studentOrderFormWasShown');
const otherPersonSaved = flagState('otherPersonSaved');

const cartPlugin = definePlugin({
  id: 'cart',
  state: [cartConfirmed, formShown, otherPersonSaved],
  contributes: [
    contribute(backNavigationHandlers, undoFlowFlag({ id: 'cart', order: 300, flag: cartConfirmed, holdsReader: true })),
    contribute(backNavigationHandlers, undoFlowFlag({ id: 'form', order: 100, flag: formShown, holdsReader: true })),
    // Undone from Start, but no work that keeps the reader from leaving (recruiter addresses saved).
    contribute(backNavigationHandlers, undoFlowFlag({ id: 'otherPerson', order: 200, flag: otherPersonSaved })),
  ],
});

describe('decideBackStep', () => {
  it('undoes a plugin step on Start before leaving, then leaves to the sourceUrl', () => {
    const ctx = context([cartPlugin], 'https://www.testblatt.example/artikel');
    cartConfirmed.write(ctx.store, true);
    expect(decideBackStep(ctx, 'Start')).toEqual({ kind: 'stay' });
    expect(cartConfirmed.read(ctx.store)).toBe(false);
    expect(decideBackStep(ctx, 'Start')).toEqual({ kind: 'exit', url: 'https://www.testblatt.example/artikel' });
  });

  it('leaves exit points to the tenant back link without a usable sourceUrl', () => {
    for (const route of ['SuccessPage', 'ErrorPage', 'FollowUpOffer', 'OrderExists']) {
      expect(decideBackStep(context([], 'javascript:alert(1)'), route)).toEqual({ kind: 'exit', url: tenantFixture.backLink });
      // A foreign https host is no exit either: that would be an open redirect through the entry link.
      expect(decideBackStep(context([], 'https://evil.example/phish'), route)).toEqual({ kind: 'exit', url: tenantFixture.backLink });
    }
  });

  it.each([cartConfirmed, formShown])(
    'returns to Start instead of leaving from every exit point beside Start while a handler holds the reader ($id)',
    (flag) => {
      for (const route of ['SuccessPage', 'ErrorPage', 'FollowUpOffer', 'OrderExists']) {
        const ctx = context([cartPlugin], 'https://www.testblatt.example/artikel');
        flag.write(ctx.store, true);
        expect(decideBackStep(ctx, route)).toEqual({ kind: 'goto', route: 'Start' });
        // Nothing is undone there: the step is undone from Start.
        expect(flag.read(ctx.store)).toBe(true);
        flag.write(ctx.store, false);
        expect(decideBackStep(ctx, route)).toEqual({ kind: 'exit', url: 'https://www.testblatt.example/artikel' });
      }
    },
  );

  it('leaves from the exit points while only a step that does not hold the reader is done', () => {
    const ctx = context([cartPlugin], 'https://www.testblatt.example/artikel');
    otherPersonSaved.write(ctx.store, true);
    expect(decideBackStep(ctx, 'SuccessPage')).toEqual({ kind: 'exit', url: 'https://www.testblatt.example/artikel' });
  });

  it('always leaves the locked page, which is no exit point of the exception', () => {
    const ctx = context([cartPlugin]);
    cartConfirmed.write(ctx.store, true);
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
    ctx.store.payment.value = { methodKey: 'Y', billingFrequency: '12', paymentData: { paymentMethod: 'invoice', billingFrequency: '12' } };
    expect(decideBackStep(ctx, 'VerificationPage')).toEqual({ kind: 'goto', route: 'PaymentPage' });
    expect(ctx.store.flags.value).toMatchObject({ billingFrequencySelected: false, paymentMethodSelected: true });
    // The frequency is undone in the stored choice too, so the payment page shows none ticked; the method stays.
    expect(ctx.store.payment.value).toEqual({
      methodKey: 'Y',
      billingFrequency: undefined,
      paymentData: { paymentMethod: 'invoice', billingFrequency: null },
    });
    expect(decideBackStep(ctx, 'VerificationPage')).toEqual({ kind: 'goto', route: 'PaymentPage' });
    expect(ctx.store.flags.value.paymentMethodSelected).toBe(false);
  });
});
