// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { funnelContextFixture } from '../funnel/funnelContextFixture.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { usePathHousekeeping, housekeepOnPathChange } from './usePathHousekeeping.ts';
import { createFunnelStore } from '../funnel/createFunnelStore.ts';
import { setFlowFlag } from '../funnel/FlowFlags.ts';

function setup() {
  const { context } = funnelContextFixture({ tenant: tenantFixture });
  const content = document.createElement('main');
  content.id = 'content';
  content.scrollTo = vi.fn();
  document.body.append(content);
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  const hook = renderHook(({ path, route }: { path: string; route: string | undefined }) => usePathHousekeeping(context, path, route), {
    initialProps: { path: '/neubestellung/abo/payment', route: 'PaymentPage' as string | undefined },
  });
  return { context, content, hook };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('usePathHousekeeping', () => {
  it('turns the browser’s scroll restoration off and does nothing on the first path', () => {
    const { content } = setup();
    expect(window.history.scrollRestoration).toBe('manual');
    expect(content.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('on a change to a different path scrolls the content wrapper and the window to the top and clears the left page’s notices', () => {
    const { context, content, hook } = setup();
    context.store.paymentReturnNotice.value = 'refused';
    hook.rerender({ path: '/neubestellung/abo/verification', route: 'VerificationPage' });
    expect(content.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(context.store.paymentReturnNotice.value).toBeUndefined();
  });

  it('does nothing while the path stays the same', () => {
    const { content, hook } = setup();
    hook.rerender({ path: '/neubestellung/abo/payment', route: 'PaymentPage' });
    expect(content.scrollTo).not.toHaveBeenCalled();
  });
});

function storeWithNotice(notice: 'cancelled' | 'refused') {
  const store = createFunnelStore({});
  store.paymentReturnNotice.value = notice;
  setFlowFlag(store, 'paymentMethodSelected', true);
  return store;
}

describe('housekeepOnPathChange', () => {
  it('clears the payment page notices once the reader leaves the payment page', () => {
    for (const notice of ['cancelled', 'refused'] as const) {
      const store = storeWithNotice(notice);
      housekeepOnPathChange(store, 'PaymentPage');
      expect(store.paymentReturnNotice.value).toBeUndefined();
      expect(store.flags.value.paymentMethodSelected).toBe(true);
    }
  });

  it('keeps them while the reader is on the way to the payment page, e.g. from a provider return', () => {
    for (const left of [undefined, 'Start', '/card/agreement/result', 'VerificationPage']) {
      const store = storeWithNotice('refused');
      housekeepOnPathChange(store, left);
      expect(store.paymentReturnNotice.value).toBe('refused');
    }
  });
});
